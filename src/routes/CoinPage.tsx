/** CoinPage — being built. */
export default function CoinPage() {
  return <div className="page-pending">CoinPage</div>;
}
