import { TextField } from "../../components/form/form-fields";

/**
 * The password fields of the three password-change pages (my page, temporary password, expired password):
 * the current password when the page asks for it, then the new one twice.
 */
export function PasswordChangeFields({
  askCurrent,
  errorOf,
}: {
  askCurrent: boolean;
  errorOf: (name: string) => string | undefined;
}) {
  return (
    <>
      {askCurrent ? (
        <TextField
          label="현재 비밀번호"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={20}
          error={errorOf("currentPassword")}
        />
      ) : null}
      <TextField
        label="새 비밀번호"
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={16}
        hint="영문/숫자/특수문자를 혼합하여 10~16자"
        error={errorOf("password")}
      />
      <TextField
        label="새 비밀번호 확인"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        maxLength={16}
        error={errorOf("passwordConfirm")}
      />
    </>
  );
}
