import { VisitorAccountsScreen } from '../features/visitor-accounts/components/VisitorAccountsScreen';

export function LineLoginAccountListRoute() {
  return <VisitorAccountsScreen />;
}
