export default function NewsDetailPage() {
  return <div>新闻详情</div>;
}
