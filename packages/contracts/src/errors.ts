// The one error shape every API answer has: { "error": { "code", "message", "issues"? } }.

/**
 * One thing wrong with a request. `path` is the dotted path of the field inside the body or query
 * ('price', 'variants.2.size', 'items.0.product_id'; '' for the request as a whole), the same
 * form react-hook-form names its fields by. `message` is the text to show by that field.
 */
export type ValidationIssue = { path: string; message: string };

export type ErrorBody = {
  error: {
    code: string;
    /** A human sentence: for a validation failure, the first issue as 'path: message'. */
    message: string;
    /** Every validation problem, by field (validation failures only). */
    issues?: ValidationIssue[];
  };
};

/** A zod-style path (['variants', 2, 'size']) as the dotted path an issue carries. */
export const issuePath = (path: readonly PropertyKey[]): string => path.map(String).join('.');
