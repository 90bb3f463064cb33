; model, not llc output (--model): the cross-lane instructions as llc-22 selects them (mnemonic, controls and modifiers exact, checked against llc-22 by the parity tests; register numbers are placeholders); the code around them is not listed
  v_cmp_lt_i32_e32 vcc, 3, v0
  ; plus the integer arithmetic (1 IR instruction(s); see --emit llvm)
