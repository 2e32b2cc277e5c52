/** The block's sketch in the admin's block picker (shapes in the 300 × 136 area above its description). */
export const sketch =
  '<rect x="24" y="22" width="150" height="12" rx="3" class="bar"/><rect x="24" y="46" width="252" height="8" rx="3" class="text"/><rect x="24" y="62" width="240" height="8" rx="3" class="text"/><rect x="24" y="78" width="252" height="8" rx="3" class="text"/><rect x="24" y="94" width="180" height="8" rx="3" class="text"/><rect x="24" y="110" width="220" height="8" rx="3" class="text"/>';
