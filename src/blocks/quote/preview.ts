/** The block's sketch in the admin's block picker (shapes in the 300 × 136 area above its description). */
export const sketch =
  '<rect x="24" y="24" width="6" height="88" class="accent"/><text x="44" y="58" style="font:700 44px Georgia,serif;fill:#b4321f">„</text><rect x="78" y="36" width="190" height="11" rx="3" class="bar"/><rect x="78" y="56" width="170" height="11" rx="3" class="bar"/><rect x="78" y="88" width="90" height="8" rx="3" class="text"/>';
