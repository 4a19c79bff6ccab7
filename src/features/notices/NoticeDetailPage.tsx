export default function NoticeDetailPage() {
  return <div>通知详情</div>;
}
