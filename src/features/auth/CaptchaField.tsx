import type { CaptchaState } from './useCaptcha';
import { LoginField } from './LoginField';
import { loginTexts } from './texts';

/** 验证码 input beside its SVG image; clicking the image loads a new one. */
export function CaptchaField({
  captcha,
  value,
  onChange,
  invalid,
}: {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  invalid?: string;
}) {
  return (
    <LoginField
      label={loginTexts.captcha}
      name="captchaCode"
      autoComplete="off"
      maxLength={10}
      value={value}
      onChange={onChange}
      error={invalid}
      aside={
        <button
          type="button"
          className="login-captcha__image"
          title={loginTexts.captchaRefresh}
          onClick={captcha.refresh}
          data-testid="captcha-refresh"
        >
          {captcha.image ? (
            <img src={captcha.image} alt={loginTexts.captchaAlt} width={120} height={40} />
          ) : (
            <span className="login-captcha__placeholder" />
          )}
        </button>
      }
    />
  );
}
