/** A count as the section's words print it: 1,250 (the owner's Japanese locale). */
export const count = (n: number) => n.toLocaleString('ja-JP');
