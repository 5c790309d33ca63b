import { configure } from "@testing-library/dom";

// findBy… and waitFor give up after 1 s by default. A route stub's first render waits for its loaders, which on a
// busy CI machine (two test runs and a build sharing two cores) can take longer: wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5_000 });
