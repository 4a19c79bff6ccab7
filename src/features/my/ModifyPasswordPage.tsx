export default function ModifyPasswordPage({ forced = false }: { forced?: boolean }) {
  return <div>{forced ? '首次登录请修改初始密码' : '修改密码'}</div>;
}
