export default function NoticeListPage() {
  return <div>通知公告</div>;
}
