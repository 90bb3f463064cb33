// RDNA4 sparse WMMA through clang-22's builtins (xlane-ir tests/all/run_matrix.rs runs the IR).
// Each lane loads its compressed A, its B and its sparsity index; D goes out lane-major.
// Build (wave32): clang-22 -x hip --offload-arch=gfx1201 -nogpulib -nogpuinc -O2 -S
//   -emit-llvm --cuda-device-only swmmac.hip -o swmmac.gfx1201.w32.ll
// (wave64: add -mwavefrontsize64 -DW64, output swmmac.gfx1201.w64.ll)
typedef _Float16 v4h __attribute__((ext_vector_type(4)));
typedef _Float16 v8h __attribute__((ext_vector_type(8)));
typedef _Float16 v16h __attribute__((ext_vector_type(16)));
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v8f __attribute__((ext_vector_type(8)));
typedef int v2i __attribute__((ext_vector_type(2)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v8i __attribute__((ext_vector_type(8)));
#define __global__ __attribute__((global))

#ifndef W64
// v_swmmac_f32_16x16x32_f16, wave32
extern "C" __global__ void sw_f16(const v8h* a, const v16h* b, const int* idx, v8f* out) {
  int l = __builtin_amdgcn_workitem_id_x();
  v8f c = {};
  out[l] = __builtin_amdgcn_swmmac_f32_16x16x32_f16_w32(a[l], b[l], c, idx[l]);
}
// v_swmmac_i32_16x16x32_iu8, wave32: A signed, B unsigned, C = 1
extern "C" __global__ void sw_iu8(const v2i* a, const v4i* b, const int* idx, v8i* out) {
  int l = __builtin_amdgcn_workitem_id_x();
  v8i c = {1, 1, 1, 1, 1, 1, 1, 1};
  out[l] = __builtin_amdgcn_swmmac_i32_16x16x32_iu8_w32(true, a[l], false, b[l], c, idx[l], false);
}
#else
// v_swmmac_i32_16x16x64_iu4, wave64: both signed
extern "C" __global__ void sw_iu4(const int* a, const v2i* b, const int* idx, v4i* out) {
  int l = __builtin_amdgcn_workitem_id_x();
  v4i c = {};
  out[l] = __builtin_amdgcn_swmmac_i32_16x16x64_iu4_w64(true, a[l], true, b[l], c, idx[l], false);
}
#endif
