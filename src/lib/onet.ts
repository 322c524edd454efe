/** The notice O*NET's licence asks for wherever its data, or anything made from it, is shown. Browser-safe. */
export const ONET_ATTRIBUTION =
  'This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.';
