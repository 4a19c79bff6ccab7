export default function MePage() {
  return <div>我的</div>;
}
