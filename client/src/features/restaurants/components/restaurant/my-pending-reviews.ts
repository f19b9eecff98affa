// The lazy entry of the reviews' pending list: a lazy import of the reviews' index would put all of it in the chunk.
export { MyPendingReviews as default } from '../../../reviews';
