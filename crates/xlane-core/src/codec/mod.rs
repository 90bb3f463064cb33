//! Control-word codecs: DPP16 controls, dpp8 selectors, ds_swizzle offsets and permlane
//! selector pairs, in both directions (value ↔ LLVM assembler text).
