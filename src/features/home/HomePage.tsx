export default function HomePage() {
  return <div>首页</div>;
}
