export default function NotFoundPage() {
  return <div>页面不存在</div>;
}
