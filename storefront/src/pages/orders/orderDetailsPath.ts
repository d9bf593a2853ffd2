/** The order details page of an order (source document: `/order/details`), within the edition. */
export const orderDetailsPath = (id: number) => `/order/details?id=${id}`;
