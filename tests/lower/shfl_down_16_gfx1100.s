; model, not llc output (--model): the cross-lane instructions as llc-22 selects them (mnemonic, controls and modifiers exact, checked against llc-22 by the parity tests; register numbers are placeholders); the code around them is not listed
  v_mbcnt_lo_u32_b32 v0, -1, 0
  ds_bpermute_b32 v1, v2, v3
  ; plus the integer arithmetic (2 IR instruction(s); see --emit llvm)
