/** The block's sketch in the admin's block picker (shapes in the 300 × 136 area above its description). */
export const sketch =
  '<rect x="80" y="14" width="140" height="114" rx="6" class="box"/><rect x="92" y="26" width="96" height="10" rx="3" class="bar"/><rect x="92" y="44" width="70" height="6" rx="3" class="text"/><circle cx="98" cy="62" r="6" class="fill"/><circle cx="114" cy="62" r="6" class="fill"/><circle cx="130" cy="62" r="6" class="fill"/><rect x="92" y="78" width="70" height="13" rx="3" class="brand"/><rect x="92" y="102" width="116" height="18" rx="9" class="brand"/>';
