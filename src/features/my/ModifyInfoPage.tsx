export default function ModifyInfoPage() {
  return <div>修改资料</div>;
}
