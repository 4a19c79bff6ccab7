export default function LoginPage() {
  return <div>登录</div>;
}
