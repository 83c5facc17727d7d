import { ComparePage } from '@/features/compare/components/compare-page';

export { ComparePage };
