/** `text` as a literal inside LIKE '%…%': its %, _ and \ match only themselves. */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
