export { AcceptInvitationPage as Component } from '@/features/auth/components/accept-invitation-page';
