import { describe, expect, it } from "vitest";
import { isPostcodeSubmission, pickValue, postcodeIntentOf } from "./postcode-search";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("postcodeIntentOf: which of the picker's buttons posted the form", () => {
  it.each([
    [{ intent: "postcode-open" }, "postcode-open"],
    [{ intent: "postcode-search", postcodeKeyword: "테헤란로" }, "postcode-search"],
    [{ postcodePick: '{"postcode":"06236","address":"서울"}', postcodeKeyword: "테헤란로" }, "postcode-pick"],
    [{ postcodePage: "2", postcodeKeyword: "테헤란로" }, "postcode-search"],
    // Enter in the keyword box without JavaScript reaches the default button.
    [{ intent: "default", postcodeKeyword: "테헤란로" }, "postcode-search"],
    [{ intent: "default", postcodeKeyword: " " }, null],
    [{ intent: "default" }, null],
    [{ title: "집" }, null],
    [{ intent: "list", mode: "mod", id: "3" }, null],
    [{ intent: "postcode-nonsense" }, null],
  ])("%j → %s", (fields, intent) => {
    expect(postcodeIntentOf(form(fields))).toBe(intent);
  });

  it("keeps the page's loaders from running again for a search", () => {
    expect(isPostcodeSubmission({ formData: form({ intent: "postcode-search" }) })).toBe(true);
    expect(isPostcodeSubmission({ formData: form({ intent: "list" }) })).toBe(false);
    expect(isPostcodeSubmission({ formData: undefined })).toBe(false);
  });

  it("puts the postcode and the road address in a result's value", () => {
    expect(
      JSON.parse(
        pickValue({
          postcode: "40240",
          roadAddress: "경상북도 울릉군 울릉읍 독도이사부길 55",
          jibunAddress: "",
          buildingName: "",
        }),
      ),
    ).toEqual({ postcode: "40240", address: "경상북도 울릉군 울릉읍 독도이사부길 55" });
  });
});
