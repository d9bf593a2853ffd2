import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_BASKET_AMOUNT, MAX_BASKET_LINES } from '@pcshop/stores/schemas';
import { signedInUser } from '../../plugins/auth';
import {
  addToBasket,
  getBasket,
  removeLine,
  replaceLine,
  setLineAmount,
  type BasketDeps,
} from '../../services/basket/basket';
import { basketSummary, productsSummary } from '../../services/basket/summary';
import { endpointRoute } from '../endpoint';

const tags = ['basket'];
const products =
  'A product is a part id (`123`), an assembly (`pc-<build id>`, made by POST /api/ecommerce/pc_build with kind assembly: a guest’s or the caller’s) or a model bought as it is (`model-<slug>`, its discount kept).';
const refusals = `An unknown product answers 400 unknown_product, an archived one 400 archived_product; an amount is a whole number from 1 to ${MAX_BASKET_AMOUNT} per line (409 amount_above_maximum when adding would pass it); at most ${MAX_BASKET_LINES} lines (409 basket_full).`;
const ownLines = 'Anyone else’s line answers 404.';
const summary =
  'Computed by the server only: subtotal (VAT included), the VAT included at the shipping country’s rate, the voucher’s discount and state, shipping (0 free, null to be confirmed; free from the general setting freeShippingFrom), total, shipping time and expected delivery date.';

/** `/api/basket/*`: the signed-in user's basket (their lines only) and the two summaries. */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BasketDeps = { db: app.database.db, clock: app.clock };

  endpointRoute(app, 'basket', {
    tags,
    summary: 'The signed-in user’s basket, each line priced by the server with its problems',
    handler: async (request) => getBasket(deps, signedInUser(request).userId, request.query),
  });

  endpointRoute(app, 'basketAdd', {
    tags,
    summary: 'Add a product to the basket (the amount adds to its line when it has one)',
    description: `${products} The line is capped at what can be sold now (a part’s stock; a build’s, the whole builds its parts’ stock makes), never lowered; a product with none in stock adds uncapped and shows its out-of-stock problem. ${refusals}`,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await addToBasket(deps, signedInUser(request).userId, request.body, request.query)),
  });

  endpointRoute(app, 'basketPatch', {
    tags,
    summary: 'Change the amount of a basket line',
    description: `${ownLines} With up_to_stock (the merge of a guest’s cart at sign-in) the line ends at most at what the shop can sell now, yet never below what it held; the answer says the amount set.`,
    handler: async (request) =>
      setLineAmount(
        deps,
        signedInUser(request).userId,
        request.params.id,
        request.body,
        request.query,
      ),
  });

  endpointRoute(app, 'basketDelete', {
    tags,
    summary: 'Remove a line from the basket',
    description: ownLines,
    answered: 'Removed',
    handler: async (request, reply) => {
      await removeLine(deps, signedInUser(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  endpointRoute(app, 'basketReplace', {
    tags,
    summary: 'Put another product in a line’s place, keeping its amount',
    description: `When the basket already has a line for the product, the amount is added to it and this line goes. ${products} ${refusals} ${ownLines}`,
    handler: async (request) =>
      replaceLine(
        deps,
        signedInUser(request).userId,
        request.params.id,
        request.body.product,
        request.query,
      ),
  });

  endpointRoute(app, 'basketSummary', {
    tags,
    summary: 'The summary of the signed-in user’s basket, shipped to a country, with a voucher',
    description: summary,
    handler: async (request) =>
      basketSummary(deps, signedInUser(request).userId, request.body, request.query),
  });

  endpointRoute(app, 'productsSummary', {
    tags,
    summary: 'The summary of a guest’s cart: the lines in the body, priced by the server',
    description: `${summary} ${products} An unknown product answers 400 unknown_product (the ids in fields.products); an archived one is priced with its problem.`,
    handler: async (request) =>
      productsSummary(deps, request.user?.userId ?? null, request.body, request.query),
  });
};
