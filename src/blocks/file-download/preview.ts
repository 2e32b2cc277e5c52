/** The block's sketch in the admin's block picker (shapes in the 300 × 136 area above its description). */
export const sketch =
  '<rect x="24" y="40" width="252" height="58" rx="6" class="box"/><rect x="36" y="50" width="38" height="38" rx="5" fill="#b3261e"/><text x="42" y="74" style="font:700 12px system-ui,sans-serif;fill:#fff">PDF</text><rect x="86" y="56" width="130" height="10" rx="3" class="bar"/><rect x="86" y="74" width="70" height="7" rx="3" class="text"/><path d="M252 54v18m0 0l-7-7m7 7l7-7M242 82h20" fill="none" stroke="#0d3b66" stroke-width="2.5" stroke-linecap="round"/>';
