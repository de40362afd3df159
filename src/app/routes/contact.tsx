export { ContactPage as Component } from '@/features/contact/components/contact-page';
