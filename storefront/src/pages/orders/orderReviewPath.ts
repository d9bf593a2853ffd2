/** The review page of an order's line (source document: `/order/review`), within the edition. */
export const orderReviewPath = (id: number, item: number) => `/order/review?id=${id}&item=${item}`;
