; model, not llc output (--model): the cross-lane instructions as llc-22 selects them (mnemonic, controls and modifiers exact, checked against llc-22 by the parity tests; register numbers are placeholders); the code around them is not listed
  v_readfirstlane_b32 s0, v0
  ; plus the integer arithmetic (2 IR instruction(s); see --emit llvm)
