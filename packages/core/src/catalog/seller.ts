/** The cooperative's own seller id; also the pseudo seller of fresh-logistics delivery (SPEC §4, §6, §9). */
export const OWN_SELLER_ID = 90000000;
