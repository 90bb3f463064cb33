// gfx950 f8f6f4 MFMA through clang-22's builtins (xlane-ir tests/all/run_matrix.rs runs the IR).
// Each lane loads its 8 dwords of A and B and its scale words; D goes out as the dense layout
// keeps it (lane-major: out[lane * 4 + r] for 16x16x128, out[lane * 16 + r] for 32x32x64).
// Build: clang-22 -x hip --offload-arch=gfx950 -nogpulib -nogpuinc -O2 -S -emit-llvm
//        --cuda-device-only mfma_scale.hip -o mfma_scale.gfx950.ll
typedef int v8i __attribute__((ext_vector_type(8)));
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
#define __global__ __attribute__((global))

// fp8 A (cbsz 0) × fp4 B (blgp 4), scale bytes 1 (A) and 2 (B)
extern "C" __global__ void scale16(const v8i* a, const v8i* b, const int* sa, const int* sb, v4f* out) {
  int l = __builtin_amdgcn_workitem_id_x();
  v4f c = {0, 0, 0, 0};
  out[l] = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a[l], b[l], c, 0, 4, 1, sa[l], 2, sb[l]);
}

// fp6 A (cbsz 2) × bf8 B (blgp 1), scale bytes 0
extern "C" __global__ void scale32(const v8i* a, const v8i* b, const int* sa, const int* sb, v16f* out) {
  int l = __builtin_amdgcn_workitem_id_x();
  v16f c = {};
  out[l] = __builtin_amdgcn_mfma_scale_f32_32x32x64_f8f6f4(a[l], b[l], c, 2, 1, 0, sa[l], 0, sb[l]);
}

// both scales the constant 0: llc-22 selects the unscaled v_mfma_f32_16x16x128_f8f6f4
extern "C" __global__ void unscaled16(const v8i* a, const v8i* b, v4f* out) {
  int l = __builtin_amdgcn_workitem_id_x();
  v4f c = {0, 0, 0, 0};
  out[l] = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a[l], b[l], c, 3, 0, 0, 0, 0, 0);
}
