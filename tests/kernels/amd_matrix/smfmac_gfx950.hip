// gfx950's double-rate sparse MFMA through clang-22's builtins (xlane-ir tests/all/run_matrix.rs
// runs the IR). Each lane loads its compressed A, its B, its compression index; D goes out
// lane-major (out[lane * 4 + r]).
// Build: clang-22 -x hip --offload-arch=gfx950 -nogpulib -nogpuinc -O2 -S -emit-llvm
//        --cuda-device-only smfmac_gfx950.hip -o smfmac_gfx950.gfx950.ll
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v8i __attribute__((ext_vector_type(8)));
typedef _Float16 v8h __attribute__((ext_vector_type(8)));
typedef _Float16 v16h __attribute__((ext_vector_type(16)));
typedef float v4f __attribute__((ext_vector_type(4)));
#define __global__ __attribute__((global))

// v_smfmac_i32_16x16x128_i8, C = 1, the whole 32-bit index (CBSZ 0, ABID 0)
extern "C" __global__ void sp_i8(const v4i* a, const v8i* b, const int* idx, v4i* out) {
  int l = __builtin_amdgcn_workitem_id_x();
  v4i c = {1, 1, 1, 1};
  out[l] = __builtin_amdgcn_smfmac_i32_16x16x128_i8(a[l], b[l], c, idx[l], 0, 0);
}

// v_smfmac_f32_16x16x64_f16, the index's high 16 bits (CBSZ 0, ABID 1)
extern "C" __global__ void sp_f16(const v8h* a, const v16h* b, const int* idx, v4f* out) {
  int l = __builtin_amdgcn_workitem_id_x();
  v4f c = {0, 0, 0, 0};
  out[l] = __builtin_amdgcn_smfmac_f32_16x16x64_f16(a[l], b[l], c, idx[l], 0, 1);
}
