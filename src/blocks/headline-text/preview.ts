/** The block's sketch in the admin's block picker (shapes in the 300 × 136 area above its description). */
export const sketch =
  '<rect x="60" y="30" width="180" height="18" rx="4" class="brand"/><rect x="40" y="64" width="220" height="9" rx="3" class="text"/><rect x="55" y="82" width="190" height="9" rx="3" class="text"/><rect x="80" y="100" width="140" height="9" rx="3" class="text"/>';
