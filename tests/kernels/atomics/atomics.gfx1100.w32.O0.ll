; ModuleID = 'atomics.hip'
source_filename = "atomics.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.xl_thread_idx_t = type { i8 }
%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

@_ZZ7atomicsE1s = internal addrspace(3) global [4 x i32] undef, align 16
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_thread_idx_t, align 1
@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.xl_block_dim_t, align 1
@_ZZ14atomics_scopedE1s = internal addrspace(3) global i32 undef, align 4
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [6 x i8] c"agent\00", align 1
@__hip_cuid_e1a1faab58c83f46 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_e1a1faab58c83f46 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomics(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) #0 {
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i8, align 1, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i64, align 8, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca ptr, align 8, addrspace(5)
  %23 = alloca i64, align 8, addrspace(5)
  %24 = alloca i64, align 8, addrspace(5)
  %25 = alloca i64, align 8, addrspace(5)
  %26 = alloca i64, align 8, addrspace(5)
  %27 = alloca ptr, align 8, addrspace(5)
  %28 = alloca i64, align 8, addrspace(5)
  %29 = alloca i64, align 8, addrspace(5)
  %30 = alloca i64, align 8, addrspace(5)
  %31 = alloca float, align 4, addrspace(5)
  %32 = alloca ptr, align 8, addrspace(5)
  %33 = alloca float, align 4, addrspace(5)
  %34 = alloca float, align 4, addrspace(5)
  %35 = alloca float, align 4, addrspace(5)
  %36 = alloca i32, align 4, addrspace(5)
  %37 = alloca ptr, align 8, addrspace(5)
  %38 = alloca i32, align 4, addrspace(5)
  %39 = alloca i32, align 4, addrspace(5)
  %40 = alloca ptr, align 8, addrspace(5)
  %41 = alloca i32, align 4, addrspace(5)
  %42 = alloca i32, align 4, addrspace(5)
  %43 = alloca i32, align 4, addrspace(5)
  %44 = alloca i32, align 4, addrspace(5)
  %45 = alloca ptr, align 8, addrspace(5)
  %46 = alloca i32, align 4, addrspace(5)
  %47 = alloca i32, align 4, addrspace(5)
  %48 = alloca i32, align 4, addrspace(5)
  %49 = alloca i8, align 1, addrspace(5)
  %50 = alloca i32, align 4, addrspace(5)
  %51 = alloca ptr, align 8, addrspace(5)
  %52 = alloca i32, align 4, addrspace(5)
  %53 = alloca i32, align 4, addrspace(5)
  %54 = alloca i32, align 4, addrspace(5)
  %55 = alloca i32, align 4, addrspace(5)
  %56 = alloca ptr, align 8, addrspace(5)
  %57 = alloca i32, align 4, addrspace(5)
  %58 = alloca i32, align 4, addrspace(5)
  %59 = alloca i32, align 4, addrspace(5)
  %60 = alloca i32, align 4, addrspace(5)
  %61 = alloca ptr, align 8, addrspace(5)
  %62 = alloca i32, align 4, addrspace(5)
  %63 = alloca i32, align 4, addrspace(5)
  %64 = alloca i32, align 4, addrspace(5)
  %65 = alloca i32, align 4, addrspace(5)
  %66 = alloca ptr, align 8, addrspace(5)
  %67 = alloca i32, align 4, addrspace(5)
  %68 = alloca i32, align 4, addrspace(5)
  %69 = alloca i32, align 4, addrspace(5)
  %70 = alloca i32, align 4, addrspace(5)
  %71 = alloca ptr, align 8, addrspace(5)
  %72 = alloca i32, align 4, addrspace(5)
  %73 = alloca i32, align 4, addrspace(5)
  %74 = alloca i32, align 4, addrspace(5)
  %75 = alloca i32, align 4, addrspace(5)
  %76 = alloca ptr, align 8, addrspace(5)
  %77 = alloca i32, align 4, addrspace(5)
  %78 = alloca i32, align 4, addrspace(5)
  %79 = alloca i32, align 4, addrspace(5)
  %80 = alloca i32, align 4, addrspace(5)
  %81 = alloca ptr, align 8, addrspace(5)
  %82 = alloca i32, align 4, addrspace(5)
  %83 = alloca i32, align 4, addrspace(5)
  %84 = alloca i32, align 4, addrspace(5)
  %85 = alloca i32, align 4, addrspace(5)
  %86 = alloca ptr, align 8, addrspace(5)
  %87 = alloca i32, align 4, addrspace(5)
  %88 = alloca i32, align 4, addrspace(5)
  %89 = alloca i32, align 4, addrspace(5)
  %90 = alloca i32, align 4, addrspace(5)
  %91 = alloca ptr, align 8, addrspace(5)
  %92 = alloca i32, align 4, addrspace(5)
  %93 = alloca i32, align 4, addrspace(5)
  %94 = alloca i32, align 4, addrspace(5)
  %95 = alloca i32, align 4, addrspace(5)
  %96 = alloca ptr, align 8, addrspace(5)
  %97 = alloca i32, align 4, addrspace(5)
  %98 = alloca i32, align 4, addrspace(5)
  %99 = alloca i32, align 4, addrspace(5)
  %100 = alloca i32, align 4, addrspace(5)
  %101 = alloca ptr, align 8, addrspace(5)
  %102 = alloca i32, align 4, addrspace(5)
  %103 = alloca i32, align 4, addrspace(5)
  %104 = alloca i32, align 4, addrspace(5)
  %105 = alloca i32, align 4, addrspace(5)
  %106 = alloca ptr, align 8, addrspace(5)
  %107 = alloca i32, align 4, addrspace(5)
  %108 = alloca i32, align 4, addrspace(5)
  %109 = alloca i32, align 4, addrspace(5)
  %110 = alloca i32, align 4, addrspace(5)
  %111 = alloca ptr, align 8, addrspace(5)
  %112 = alloca i32, align 4, addrspace(5)
  %113 = alloca i32, align 4, addrspace(5)
  %114 = alloca i32, align 4, addrspace(5)
  %115 = alloca i32, align 4, addrspace(5)
  %116 = alloca ptr, align 8, addrspace(5)
  %117 = alloca i32, align 4, addrspace(5)
  %118 = alloca i32, align 4, addrspace(5)
  %119 = alloca i32, align 4, addrspace(5)
  %120 = alloca i32, align 4, addrspace(5)
  %121 = alloca ptr, align 8, addrspace(5)
  %122 = alloca i32, align 4, addrspace(5)
  %123 = alloca i32, align 4, addrspace(5)
  %124 = alloca i32, align 4, addrspace(5)
  %125 = alloca ptr, align 8, addrspace(5)
  %126 = alloca ptr, align 8, addrspace(5)
  %127 = alloca ptr, align 8, addrspace(5)
  %128 = alloca ptr, align 8, addrspace(5)
  %129 = alloca ptr, align 8, addrspace(5)
  %130 = alloca ptr, align 8, addrspace(5)
  %131 = alloca ptr, align 8, addrspace(5)
  %132 = alloca ptr, align 8, addrspace(5)
  %133 = alloca i32, align 4, addrspace(5)
  %134 = alloca i32, align 4, addrspace(5)
  %135 = alloca i32, align 4, addrspace(5)
  %136 = alloca i32, align 4, addrspace(5)
  %137 = alloca i32, align 4, addrspace(5)
  %138 = alloca i64, align 8, addrspace(5)
  %139 = alloca i64, align 8, addrspace(5)
  %140 = addrspacecast ptr addrspace(5) %125 to ptr
  %141 = addrspacecast ptr addrspace(5) %126 to ptr
  %142 = addrspacecast ptr addrspace(5) %127 to ptr
  %143 = addrspacecast ptr addrspace(5) %128 to ptr
  %144 = addrspacecast ptr addrspace(5) %129 to ptr
  %145 = addrspacecast ptr addrspace(5) %130 to ptr
  %146 = addrspacecast ptr addrspace(5) %131 to ptr
  %147 = addrspacecast ptr addrspace(5) %132 to ptr
  %148 = addrspacecast ptr addrspace(5) %133 to ptr
  %149 = addrspacecast ptr addrspace(5) %134 to ptr
  %150 = addrspacecast ptr addrspace(5) %135 to ptr
  %151 = addrspacecast ptr addrspace(5) %136 to ptr
  %152 = addrspacecast ptr addrspace(5) %137 to ptr
  %153 = addrspacecast ptr addrspace(5) %138 to ptr
  %154 = addrspacecast ptr addrspace(5) %139 to ptr
  store ptr addrspace(1) %0, ptr %140, align 8
  %155 = load ptr, ptr %140, align 8
  store ptr addrspace(1) %1, ptr %141, align 8
  %156 = load ptr, ptr %141, align 8
  store ptr addrspace(1) %2, ptr %142, align 8
  %157 = load ptr, ptr %142, align 8
  store ptr addrspace(1) %3, ptr %143, align 8
  %158 = load ptr, ptr %143, align 8
  store ptr %155, ptr %144, align 8
  store ptr %156, ptr %145, align 8
  store ptr %157, ptr %146, align 8
  store ptr %158, ptr %147, align 8
  %159 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  store i32 %159, ptr %148, align 4
  %160 = load ptr, ptr %144, align 8
  %161 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %162 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %163 = mul i32 %161, %162
  %164 = load i32, ptr %148, align 4
  %165 = add i32 %163, %164
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds nuw i32, ptr %160, i64 %166
  %168 = load i32, ptr %167, align 4
  store i32 %168, ptr %149, align 4
  %169 = load i32, ptr %148, align 4
  %170 = icmp ult i32 %169, 4
  br i1 %170, label %171, label %179

171:                                              ; preds = %4
  %172 = load i32, ptr %148, align 4
  %173 = icmp eq i32 %172, 2
  %174 = zext i1 %173 to i64
  %175 = select i1 %173, i32 -1, i32 0
  %176 = load i32, ptr %148, align 4
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds nuw [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 %177
  store i32 %175, ptr %178, align 4
  br label %179

179:                                              ; preds = %171, %4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %180 = load ptr, ptr %145, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 0
  %182 = load i32, ptr %149, align 4
  %183 = addrspacecast ptr addrspace(5) %120 to ptr
  %184 = addrspacecast ptr addrspace(5) %121 to ptr
  %185 = addrspacecast ptr addrspace(5) %122 to ptr
  %186 = addrspacecast ptr addrspace(5) %123 to ptr
  %187 = addrspacecast ptr addrspace(5) %124 to ptr
  store ptr %181, ptr %184, align 8
  store i32 %182, ptr %185, align 4
  %188 = load ptr, ptr %184, align 8
  %189 = load i32, ptr %185, align 4
  store i32 %189, ptr %186, align 4
  %190 = load i32, ptr %186, align 4
  %191 = atomicrmw umin ptr %188, i32 %190 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %191, ptr %187, align 4
  %192 = load i32, ptr %187, align 4
  %193 = load ptr, ptr %145, align 8
  %194 = getelementptr inbounds i32, ptr %193, i64 1
  %195 = load i32, ptr %149, align 4
  %196 = addrspacecast ptr addrspace(5) %105 to ptr
  %197 = addrspacecast ptr addrspace(5) %106 to ptr
  %198 = addrspacecast ptr addrspace(5) %107 to ptr
  %199 = addrspacecast ptr addrspace(5) %108 to ptr
  %200 = addrspacecast ptr addrspace(5) %109 to ptr
  store ptr %194, ptr %197, align 8
  store i32 %195, ptr %198, align 4
  %201 = load ptr, ptr %197, align 8
  %202 = load i32, ptr %198, align 4
  store i32 %202, ptr %199, align 4
  %203 = load i32, ptr %199, align 4
  %204 = atomicrmw umax ptr %201, i32 %203 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %204, ptr %200, align 4
  %205 = load i32, ptr %200, align 4
  %206 = load ptr, ptr %145, align 8
  %207 = getelementptr inbounds i32, ptr %206, i64 2
  %208 = load i32, ptr %149, align 4
  %209 = or i32 %208, 252645135
  %210 = addrspacecast ptr addrspace(5) %95 to ptr
  %211 = addrspacecast ptr addrspace(5) %96 to ptr
  %212 = addrspacecast ptr addrspace(5) %97 to ptr
  %213 = addrspacecast ptr addrspace(5) %98 to ptr
  %214 = addrspacecast ptr addrspace(5) %99 to ptr
  store ptr %207, ptr %211, align 8
  store i32 %209, ptr %212, align 4
  %215 = load ptr, ptr %211, align 8
  %216 = load i32, ptr %212, align 4
  store i32 %216, ptr %213, align 4
  %217 = load i32, ptr %213, align 4
  %218 = atomicrmw and ptr %215, i32 %217 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %218, ptr %214, align 4
  %219 = load i32, ptr %214, align 4
  %220 = load ptr, ptr %145, align 8
  %221 = getelementptr inbounds i32, ptr %220, i64 3
  %222 = load i32, ptr %149, align 4
  %223 = and i32 %222, 286331153
  %224 = addrspacecast ptr addrspace(5) %90 to ptr
  %225 = addrspacecast ptr addrspace(5) %91 to ptr
  %226 = addrspacecast ptr addrspace(5) %92 to ptr
  %227 = addrspacecast ptr addrspace(5) %93 to ptr
  %228 = addrspacecast ptr addrspace(5) %94 to ptr
  store ptr %221, ptr %225, align 8
  store i32 %223, ptr %226, align 4
  %229 = load ptr, ptr %225, align 8
  %230 = load i32, ptr %226, align 4
  store i32 %230, ptr %227, align 4
  %231 = load i32, ptr %227, align 4
  %232 = atomicrmw or ptr %229, i32 %231 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %232, ptr %228, align 4
  %233 = load i32, ptr %228, align 4
  %234 = load ptr, ptr %145, align 8
  %235 = getelementptr inbounds i32, ptr %234, i64 4
  %236 = load i32, ptr %149, align 4
  %237 = addrspacecast ptr addrspace(5) %80 to ptr
  %238 = addrspacecast ptr addrspace(5) %81 to ptr
  %239 = addrspacecast ptr addrspace(5) %82 to ptr
  %240 = addrspacecast ptr addrspace(5) %83 to ptr
  %241 = addrspacecast ptr addrspace(5) %84 to ptr
  store ptr %235, ptr %238, align 8
  store i32 %236, ptr %239, align 4
  %242 = load ptr, ptr %238, align 8
  %243 = load i32, ptr %239, align 4
  store i32 %243, ptr %240, align 4
  %244 = load i32, ptr %240, align 4
  %245 = atomicrmw xor ptr %242, i32 %244 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %245, ptr %241, align 4
  %246 = load i32, ptr %241, align 4
  %247 = load ptr, ptr %145, align 8
  %248 = getelementptr inbounds i32, ptr %247, i64 5
  %249 = addrspacecast ptr addrspace(5) %65 to ptr
  %250 = addrspacecast ptr addrspace(5) %66 to ptr
  %251 = addrspacecast ptr addrspace(5) %67 to ptr
  %252 = addrspacecast ptr addrspace(5) %68 to ptr
  %253 = addrspacecast ptr addrspace(5) %69 to ptr
  store ptr %248, ptr %250, align 8
  store i32 1, ptr %251, align 4
  %254 = load ptr, ptr %250, align 8
  %255 = load i32, ptr %251, align 4
  store i32 %255, ptr %252, align 4
  %256 = load i32, ptr %252, align 4
  %257 = atomicrmw add ptr %254, i32 %256 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %257, ptr %253, align 4
  %258 = load i32, ptr %253, align 4
  %259 = load ptr, ptr %145, align 8
  %260 = getelementptr inbounds i32, ptr %259, i64 6
  %261 = load i32, ptr %149, align 4
  %262 = and i32 %261, 255
  %263 = addrspacecast ptr addrspace(5) %60 to ptr
  %264 = addrspacecast ptr addrspace(5) %61 to ptr
  %265 = addrspacecast ptr addrspace(5) %62 to ptr
  %266 = addrspacecast ptr addrspace(5) %63 to ptr
  %267 = addrspacecast ptr addrspace(5) %64 to ptr
  store ptr %260, ptr %264, align 8
  store i32 %262, ptr %265, align 4
  %268 = load ptr, ptr %264, align 8
  %269 = load i32, ptr %265, align 4
  store i32 %269, ptr %266, align 4
  %270 = load i32, ptr %266, align 4
  %271 = atomicrmw sub ptr %268, i32 %270 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %271, ptr %267, align 4
  %272 = load i32, ptr %267, align 4
  %273 = load ptr, ptr %145, align 8
  %274 = getelementptr inbounds i32, ptr %273, i64 7
  %275 = load i32, ptr %149, align 4
  %276 = addrspacecast ptr addrspace(5) %55 to ptr
  %277 = addrspacecast ptr addrspace(5) %56 to ptr
  %278 = addrspacecast ptr addrspace(5) %57 to ptr
  %279 = addrspacecast ptr addrspace(5) %58 to ptr
  %280 = addrspacecast ptr addrspace(5) %59 to ptr
  store ptr %274, ptr %277, align 8
  store i32 %275, ptr %278, align 4
  %281 = load ptr, ptr %277, align 8
  %282 = load i32, ptr %278, align 4
  store i32 %282, ptr %279, align 4
  %283 = load i32, ptr %279, align 4
  %284 = atomicrmw min ptr %281, i32 %283 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %284, ptr %280, align 4
  %285 = load i32, ptr %280, align 4
  %286 = load ptr, ptr %145, align 8
  %287 = getelementptr inbounds i32, ptr %286, i64 8
  %288 = load i32, ptr %149, align 4
  %289 = addrspacecast ptr addrspace(5) %50 to ptr
  %290 = addrspacecast ptr addrspace(5) %51 to ptr
  %291 = addrspacecast ptr addrspace(5) %52 to ptr
  %292 = addrspacecast ptr addrspace(5) %53 to ptr
  %293 = addrspacecast ptr addrspace(5) %54 to ptr
  store ptr %287, ptr %290, align 8
  store i32 %288, ptr %291, align 4
  %294 = load ptr, ptr %290, align 8
  %295 = load i32, ptr %291, align 4
  store i32 %295, ptr %292, align 4
  %296 = load i32, ptr %292, align 4
  %297 = atomicrmw max ptr %294, i32 %296 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %297, ptr %293, align 4
  %298 = load i32, ptr %293, align 4
  %299 = load ptr, ptr %145, align 8
  %300 = getelementptr inbounds i32, ptr %299, i64 9
  %301 = load i32, ptr %300, align 4
  store i32 %301, ptr %150, align 4
  br label %302

302:                                              ; preds = %338, %179
  %303 = load i32, ptr %150, align 4
  store i32 %303, ptr %151, align 4
  %304 = load i32, ptr %149, align 4
  %305 = xor i32 %304, 21845
  %306 = load i32, ptr %151, align 4
  %307 = icmp ugt i32 %305, %306
  br i1 %307, label %308, label %311

308:                                              ; preds = %302
  %309 = load i32, ptr %149, align 4
  %310 = xor i32 %309, 21845
  br label %313

311:                                              ; preds = %302
  %312 = load i32, ptr %151, align 4
  br label %313

313:                                              ; preds = %311, %308
  %314 = phi i32 [ %310, %308 ], [ %312, %311 ]
  store i32 %314, ptr %152, align 4
  %315 = load ptr, ptr %145, align 8
  %316 = getelementptr inbounds i32, ptr %315, i64 9
  %317 = load i32, ptr %151, align 4
  %318 = load i32, ptr %152, align 4
  %319 = addrspacecast ptr addrspace(5) %44 to ptr
  %320 = addrspacecast ptr addrspace(5) %45 to ptr
  %321 = addrspacecast ptr addrspace(5) %46 to ptr
  %322 = addrspacecast ptr addrspace(5) %47 to ptr
  %323 = addrspacecast ptr addrspace(5) %48 to ptr
  %324 = addrspacecast ptr addrspace(5) %49 to ptr
  store ptr %316, ptr %320, align 8
  store i32 %317, ptr %321, align 4
  store i32 %318, ptr %322, align 4
  %325 = load ptr, ptr %320, align 8
  %326 = load i32, ptr %322, align 4
  store i32 %326, ptr %323, align 4
  %327 = load i32, ptr %321, align 4
  %328 = load i32, ptr %323, align 4
  %329 = cmpxchg ptr %325, i32 %327, i32 %328 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !6
  %330 = extractvalue { i32, i1 } %329, 0
  %331 = extractvalue { i32, i1 } %329, 1
  br i1 %331, label %333, label %332

332:                                              ; preds = %313
  store i32 %330, ptr %321, align 4
  br label %333

333:                                              ; preds = %313, %332
  %334 = zext i1 %331 to i8
  store i8 %334, ptr %324, align 1
  %335 = load i8, ptr %324, align 1
  %336 = trunc i8 %335 to i1
  %337 = load i32, ptr %321, align 4
  store i32 %337, ptr %150, align 4
  br label %338

338:                                              ; preds = %333
  %339 = load i32, ptr %151, align 4
  %340 = load i32, ptr %150, align 4
  %341 = icmp ne i32 %339, %340
  br i1 %341, label %302, label %342, !llvm.loop !8

342:                                              ; preds = %338
  %343 = load ptr, ptr %145, align 8
  %344 = getelementptr inbounds i32, ptr %343, i64 10
  %345 = addrspacecast ptr addrspace(5) %39 to ptr
  %346 = addrspacecast ptr addrspace(5) %40 to ptr
  %347 = addrspacecast ptr addrspace(5) %41 to ptr
  %348 = addrspacecast ptr addrspace(5) %42 to ptr
  %349 = addrspacecast ptr addrspace(5) %43 to ptr
  store ptr %344, ptr %346, align 8
  store i32 77, ptr %347, align 4
  %350 = load ptr, ptr %346, align 8
  %351 = load i32, ptr %347, align 4
  store i32 %351, ptr %348, align 4
  %352 = load i32, ptr %348, align 4
  %353 = atomicrmw xchg ptr %350, i32 %352 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %353, ptr %349, align 4
  %354 = load i32, ptr %349, align 4
  %355 = load ptr, ptr %145, align 8
  %356 = getelementptr inbounds i32, ptr %355, i64 11
  %357 = addrspacecast ptr addrspace(5) %36 to ptr
  %358 = addrspacecast ptr addrspace(5) %37 to ptr
  %359 = addrspacecast ptr addrspace(5) %38 to ptr
  store ptr %356, ptr %358, align 8
  store i32 1000000, ptr %359, align 4
  %360 = load ptr, ptr %358, align 8
  %361 = load i32, ptr %359, align 4
  %362 = atomicrmw uinc_wrap ptr %360, i32 %361 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !7
  %363 = load ptr, ptr %147, align 8
  %364 = getelementptr inbounds float, ptr %363, i64 0
  %365 = load i32, ptr %149, align 4
  %366 = and i32 %365, 255
  %367 = uitofp i32 %366 to float
  %368 = addrspacecast ptr addrspace(5) %31 to ptr
  %369 = addrspacecast ptr addrspace(5) %32 to ptr
  %370 = addrspacecast ptr addrspace(5) %33 to ptr
  %371 = addrspacecast ptr addrspace(5) %34 to ptr
  %372 = addrspacecast ptr addrspace(5) %35 to ptr
  store ptr %364, ptr %369, align 8
  store float %367, ptr %370, align 4
  %373 = load ptr, ptr %369, align 8
  %374 = load float, ptr %370, align 4
  store float %374, ptr %371, align 4
  %375 = load float, ptr %371, align 4
  %376 = atomicrmw fadd ptr %373, float %375 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store float %376, ptr %372, align 4
  %377 = load float, ptr %372, align 4
  %378 = load ptr, ptr %146, align 8
  %379 = getelementptr inbounds i64, ptr %378, i64 0
  %380 = load i32, ptr %149, align 4
  %381 = zext i32 %380 to i64
  %382 = shl i64 %381, 20
  %383 = addrspacecast ptr addrspace(5) %26 to ptr
  %384 = addrspacecast ptr addrspace(5) %27 to ptr
  %385 = addrspacecast ptr addrspace(5) %28 to ptr
  %386 = addrspacecast ptr addrspace(5) %29 to ptr
  %387 = addrspacecast ptr addrspace(5) %30 to ptr
  store ptr %379, ptr %384, align 8
  store i64 %382, ptr %385, align 8
  %388 = load ptr, ptr %384, align 8
  %389 = load i64, ptr %385, align 8
  store i64 %389, ptr %386, align 8
  %390 = load i64, ptr %386, align 8
  %391 = atomicrmw add ptr %388, i64 %390 syncscope("agent") monotonic, align 8, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %391, ptr %387, align 8
  %392 = load i64, ptr %387, align 8
  %393 = load ptr, ptr %146, align 8
  %394 = getelementptr inbounds i64, ptr %393, i64 1
  %395 = load i32, ptr %149, align 4
  %396 = zext i32 %395 to i64
  %397 = load i32, ptr %149, align 4
  %398 = zext i32 %397 to i64
  %399 = mul i64 %396, %398
  %400 = addrspacecast ptr addrspace(5) %21 to ptr
  %401 = addrspacecast ptr addrspace(5) %22 to ptr
  %402 = addrspacecast ptr addrspace(5) %23 to ptr
  %403 = addrspacecast ptr addrspace(5) %24 to ptr
  %404 = addrspacecast ptr addrspace(5) %25 to ptr
  store ptr %394, ptr %401, align 8
  store i64 %399, ptr %402, align 8
  %405 = load ptr, ptr %401, align 8
  %406 = load i64, ptr %402, align 8
  store i64 %406, ptr %403, align 8
  %407 = load i64, ptr %403, align 8
  %408 = atomicrmw umax ptr %405, i64 %407 syncscope("agent") monotonic, align 8, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %408, ptr %404, align 8
  %409 = load i64, ptr %404, align 8
  %410 = load ptr, ptr %146, align 8
  %411 = getelementptr inbounds i64, ptr %410, i64 2
  %412 = load i32, ptr %149, align 4
  %413 = zext i32 %412 to i64
  %414 = shl i64 %413, 32
  %415 = load i32, ptr %148, align 4
  %416 = zext i32 %415 to i64
  %417 = or i64 %414, %416
  %418 = addrspacecast ptr addrspace(5) %16 to ptr
  %419 = addrspacecast ptr addrspace(5) %17 to ptr
  %420 = addrspacecast ptr addrspace(5) %18 to ptr
  %421 = addrspacecast ptr addrspace(5) %19 to ptr
  %422 = addrspacecast ptr addrspace(5) %20 to ptr
  store ptr %411, ptr %419, align 8
  store i64 %417, ptr %420, align 8
  %423 = load ptr, ptr %419, align 8
  %424 = load i64, ptr %420, align 8
  store i64 %424, ptr %421, align 8
  %425 = load i64, ptr %421, align 8
  %426 = atomicrmw umin ptr %423, i64 %425 syncscope("agent") monotonic, align 8, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %426, ptr %422, align 8
  %427 = load i64, ptr %422, align 8
  %428 = load ptr, ptr %146, align 8
  %429 = getelementptr inbounds i64, ptr %428, i64 3
  %430 = load i32, ptr %149, align 4
  %431 = zext i32 %430 to i64
  %432 = mul i64 %431, -7046029254386353131
  %433 = addrspacecast ptr addrspace(5) %11 to ptr
  %434 = addrspacecast ptr addrspace(5) %12 to ptr
  %435 = addrspacecast ptr addrspace(5) %13 to ptr
  %436 = addrspacecast ptr addrspace(5) %14 to ptr
  %437 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr %429, ptr %434, align 8
  store i64 %432, ptr %435, align 8
  %438 = load ptr, ptr %434, align 8
  %439 = load i64, ptr %435, align 8
  store i64 %439, ptr %436, align 8
  %440 = load i64, ptr %436, align 8
  %441 = atomicrmw xor ptr %438, i64 %440 syncscope("agent") monotonic, align 8, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i64 %441, ptr %437, align 8
  %442 = load i64, ptr %437, align 8
  %443 = load ptr, ptr %146, align 8
  %444 = getelementptr inbounds i64, ptr %443, i64 4
  %445 = load i64, ptr %444, align 8
  store i64 %445, ptr %153, align 8
  br label %446

446:                                              ; preds = %475, %342
  %447 = load i64, ptr %153, align 8
  store i64 %447, ptr %154, align 8
  %448 = load ptr, ptr %146, align 8
  %449 = getelementptr inbounds i64, ptr %448, i64 4
  %450 = load i64, ptr %154, align 8
  %451 = load i64, ptr %154, align 8
  %452 = load i32, ptr %149, align 4
  %453 = and i32 %452, 15
  %454 = zext i32 %453 to i64
  %455 = add i64 %451, %454
  %456 = addrspacecast ptr addrspace(5) %5 to ptr
  %457 = addrspacecast ptr addrspace(5) %6 to ptr
  %458 = addrspacecast ptr addrspace(5) %7 to ptr
  %459 = addrspacecast ptr addrspace(5) %8 to ptr
  %460 = addrspacecast ptr addrspace(5) %9 to ptr
  %461 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr %449, ptr %457, align 8
  store i64 %450, ptr %458, align 8
  store i64 %455, ptr %459, align 8
  %462 = load ptr, ptr %457, align 8
  %463 = load i64, ptr %459, align 8
  store i64 %463, ptr %460, align 8
  %464 = load i64, ptr %458, align 8
  %465 = load i64, ptr %460, align 8
  %466 = cmpxchg ptr %462, i64 %464, i64 %465 syncscope("agent") monotonic monotonic, align 8, !noalias.addrspace !6
  %467 = extractvalue { i64, i1 } %466, 0
  %468 = extractvalue { i64, i1 } %466, 1
  br i1 %468, label %470, label %469

469:                                              ; preds = %446
  store i64 %467, ptr %458, align 8
  br label %470

470:                                              ; preds = %446, %469
  %471 = zext i1 %468 to i8
  store i8 %471, ptr %461, align 1
  %472 = load i8, ptr %461, align 1
  %473 = trunc i8 %472 to i1
  %474 = load i64, ptr %458, align 8
  store i64 %474, ptr %153, align 8
  br label %475

475:                                              ; preds = %470
  %476 = load i64, ptr %154, align 8
  %477 = load i64, ptr %153, align 8
  %478 = icmp ne i64 %476, %477
  br i1 %478, label %446, label %479, !llvm.loop !10

479:                                              ; preds = %475
  %480 = load i32, ptr %149, align 4
  %481 = and i32 %480, 1
  %482 = addrspacecast ptr addrspace(5) %70 to ptr
  %483 = addrspacecast ptr addrspace(5) %71 to ptr
  %484 = addrspacecast ptr addrspace(5) %72 to ptr
  %485 = addrspacecast ptr addrspace(5) %73 to ptr
  %486 = addrspacecast ptr addrspace(5) %74 to ptr
  store ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), ptr %483, align 8
  store i32 %481, ptr %484, align 4
  %487 = load ptr, ptr %483, align 8
  %488 = load i32, ptr %484, align 4
  store i32 %488, ptr %485, align 4
  %489 = load i32, ptr %485, align 4
  %490 = atomicrmw add ptr %487, i32 %489 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %490, ptr %486, align 4
  %491 = load i32, ptr %486, align 4
  %492 = load i32, ptr %149, align 4
  %493 = addrspacecast ptr addrspace(5) %110 to ptr
  %494 = addrspacecast ptr addrspace(5) %111 to ptr
  %495 = addrspacecast ptr addrspace(5) %112 to ptr
  %496 = addrspacecast ptr addrspace(5) %113 to ptr
  %497 = addrspacecast ptr addrspace(5) %114 to ptr
  store ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 1), ptr %494, align 8
  store i32 %492, ptr %495, align 4
  %498 = load ptr, ptr %494, align 8
  %499 = load i32, ptr %495, align 4
  store i32 %499, ptr %496, align 4
  %500 = load i32, ptr %496, align 4
  %501 = atomicrmw umax ptr %498, i32 %500 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %501, ptr %497, align 4
  %502 = load i32, ptr %497, align 4
  %503 = load i32, ptr %149, align 4
  %504 = or i32 %503, -2147483648
  %505 = addrspacecast ptr addrspace(5) %100 to ptr
  %506 = addrspacecast ptr addrspace(5) %101 to ptr
  %507 = addrspacecast ptr addrspace(5) %102 to ptr
  %508 = addrspacecast ptr addrspace(5) %103 to ptr
  %509 = addrspacecast ptr addrspace(5) %104 to ptr
  store ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 2), ptr %506, align 8
  store i32 %504, ptr %507, align 4
  %510 = load ptr, ptr %506, align 8
  %511 = load i32, ptr %507, align 4
  store i32 %511, ptr %508, align 4
  %512 = load i32, ptr %508, align 4
  %513 = atomicrmw and ptr %510, i32 %512 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %513, ptr %509, align 4
  %514 = load i32, ptr %509, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %515 = load i32, ptr %148, align 4
  %516 = icmp eq i32 %515, 0
  br i1 %516, label %517, label %557

517:                                              ; preds = %479
  %518 = load ptr, ptr %145, align 8
  %519 = getelementptr inbounds i32, ptr %518, i64 12
  %520 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), align 16
  %521 = addrspacecast ptr addrspace(5) %75 to ptr
  %522 = addrspacecast ptr addrspace(5) %76 to ptr
  %523 = addrspacecast ptr addrspace(5) %77 to ptr
  %524 = addrspacecast ptr addrspace(5) %78 to ptr
  %525 = addrspacecast ptr addrspace(5) %79 to ptr
  store ptr %519, ptr %522, align 8
  store i32 %520, ptr %523, align 4
  %526 = load ptr, ptr %522, align 8
  %527 = load i32, ptr %523, align 4
  store i32 %527, ptr %524, align 4
  %528 = load i32, ptr %524, align 4
  %529 = atomicrmw add ptr %526, i32 %528 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %529, ptr %525, align 4
  %530 = load i32, ptr %525, align 4
  %531 = load ptr, ptr %145, align 8
  %532 = getelementptr inbounds i32, ptr %531, i64 13
  %533 = load i32, ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 1), align 4
  %534 = addrspacecast ptr addrspace(5) %115 to ptr
  %535 = addrspacecast ptr addrspace(5) %116 to ptr
  %536 = addrspacecast ptr addrspace(5) %117 to ptr
  %537 = addrspacecast ptr addrspace(5) %118 to ptr
  %538 = addrspacecast ptr addrspace(5) %119 to ptr
  store ptr %532, ptr %535, align 8
  store i32 %533, ptr %536, align 4
  %539 = load ptr, ptr %535, align 8
  %540 = load i32, ptr %536, align 4
  store i32 %540, ptr %537, align 4
  %541 = load i32, ptr %537, align 4
  %542 = atomicrmw umax ptr %539, i32 %541 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %542, ptr %538, align 4
  %543 = load i32, ptr %538, align 4
  %544 = load ptr, ptr %145, align 8
  %545 = getelementptr inbounds i32, ptr %544, i64 14
  %546 = load i32, ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 2), align 8
  %547 = addrspacecast ptr addrspace(5) %85 to ptr
  %548 = addrspacecast ptr addrspace(5) %86 to ptr
  %549 = addrspacecast ptr addrspace(5) %87 to ptr
  %550 = addrspacecast ptr addrspace(5) %88 to ptr
  %551 = addrspacecast ptr addrspace(5) %89 to ptr
  store ptr %545, ptr %548, align 8
  store i32 %546, ptr %549, align 4
  %552 = load ptr, ptr %548, align 8
  %553 = load i32, ptr %549, align 4
  store i32 %553, ptr %550, align 4
  %554 = load i32, ptr %550, align 4
  %555 = atomicrmw xor ptr %552, i32 %554 syncscope("agent") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %555, ptr %551, align 4
  %556 = load i32, ptr %551, align 4
  br label %557

557:                                              ; preds = %517, %479
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i32 12
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !11, !invariant.load !7, !noundef !7
  %10 = zext i16 %9 to i32
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomics_scoped(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = addrspacecast ptr addrspace(5) %3 to ptr
  %26 = addrspacecast ptr addrspace(5) %4 to ptr
  %27 = addrspacecast ptr addrspace(5) %5 to ptr
  %28 = addrspacecast ptr addrspace(5) %6 to ptr
  %29 = addrspacecast ptr addrspace(5) %7 to ptr
  %30 = addrspacecast ptr addrspace(5) %8 to ptr
  %31 = addrspacecast ptr addrspace(5) %9 to ptr
  %32 = addrspacecast ptr addrspace(5) %10 to ptr
  %33 = addrspacecast ptr addrspace(5) %11 to ptr
  %34 = addrspacecast ptr addrspace(5) %12 to ptr
  %35 = addrspacecast ptr addrspace(5) %13 to ptr
  %36 = addrspacecast ptr addrspace(5) %14 to ptr
  %37 = addrspacecast ptr addrspace(5) %15 to ptr
  %38 = addrspacecast ptr addrspace(5) %16 to ptr
  %39 = addrspacecast ptr addrspace(5) %17 to ptr
  %40 = addrspacecast ptr addrspace(5) %18 to ptr
  %41 = addrspacecast ptr addrspace(5) %19 to ptr
  %42 = addrspacecast ptr addrspace(5) %20 to ptr
  %43 = addrspacecast ptr addrspace(5) %21 to ptr
  %44 = addrspacecast ptr addrspace(5) %22 to ptr
  %45 = addrspacecast ptr addrspace(5) %23 to ptr
  %46 = addrspacecast ptr addrspace(5) %24 to ptr
  store ptr addrspace(1) %0, ptr %25, align 8
  %47 = load ptr, ptr %25, align 8
  store ptr addrspace(1) %1, ptr %26, align 8
  %48 = load ptr, ptr %26, align 8
  store ptr %47, ptr %27, align 8
  store ptr %48, ptr %28, align 8
  %49 = load ptr, ptr %27, align 8
  %50 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %51 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %52 = mul i32 %50, %51
  %53 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %54 = add i32 %52, %53
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr %49, i64 %55
  %57 = load i32, ptr %56, align 4
  store i32 %57, ptr %29, align 4
  %58 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %62

60:                                               ; preds = %2
  store i32 0, ptr %30, align 4
  %61 = load i32, ptr %30, align 4
  store atomic i32 %61, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_scopedE1s to ptr) syncscope("workgroup") monotonic, align 4
  br label %62

62:                                               ; preds = %60, %2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %63 = load i32, ptr %29, align 4
  %64 = and i32 %63, 7
  store i32 %64, ptr %31, align 4
  %65 = load i32, ptr %31, align 4
  %66 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_scopedE1s to ptr), i32 %65 syncscope("workgroup") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %66, ptr %32, align 4
  %67 = load i32, ptr %32, align 4
  %68 = load ptr, ptr %28, align 8
  %69 = getelementptr inbounds i32, ptr %68, i64 0
  store i32 1, ptr %33, align 4
  %70 = load i32, ptr %33, align 4
  %71 = atomicrmw add ptr %69, i32 %70 syncscope("wavefront") monotonic, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %71, ptr %34, align 4
  %72 = load i32, ptr %34, align 4
  %73 = load ptr, ptr %28, align 8
  %74 = getelementptr inbounds i32, ptr %73, i64 1
  %75 = load i32, ptr %29, align 4
  store i32 %75, ptr %35, align 4
  %76 = load i32, ptr %35, align 4
  %77 = atomicrmw umax ptr %74, i32 %76 acq_rel, align 4, !noalias.addrspace !6, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %77, ptr %36, align 4
  %78 = load i32, ptr %36, align 4
  %79 = load ptr, ptr %28, align 8
  %80 = getelementptr inbounds i32, ptr %79, i64 2
  %81 = load i32, ptr %29, align 4
  %82 = and i32 %81, 3
  store i32 %82, ptr %37, align 4
  %83 = load i32, ptr %37, align 4
  %84 = atomicrmw add ptr %80, i32 %83 seq_cst, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %84, ptr %38, align 4
  %85 = load i32, ptr %38, align 4
  %86 = load ptr, ptr %28, align 8
  %87 = getelementptr inbounds i32, ptr %86, i64 3
  %88 = load i32, ptr %29, align 4
  %89 = and i32 %88, 31
  %90 = shl i32 1, %89
  store i32 %90, ptr %39, align 4
  %91 = load i32, ptr %39, align 4
  %92 = atomicrmw or ptr %87, i32 %91 acq_rel, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %92, ptr %40, align 4
  %93 = load i32, ptr %40, align 4
  %94 = load ptr, ptr %28, align 8
  %95 = getelementptr inbounds i32, ptr %94, i64 4
  %96 = load i32, ptr %29, align 4
  store i32 %96, ptr %41, align 4
  %97 = load i32, ptr %41, align 4
  %98 = atomicrmw umin ptr %95, i32 %97 monotonic, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %98, ptr %42, align 4
  %99 = load i32, ptr %42, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %100 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %111

102:                                              ; preds = %62
  %103 = load atomic i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_scopedE1s to ptr) syncscope("workgroup") acquire, align 4
  store i32 %103, ptr %44, align 4
  %104 = load i32, ptr %44, align 4
  store i32 %104, ptr %43, align 4
  %105 = load ptr, ptr %28, align 8
  %106 = getelementptr inbounds i32, ptr %105, i64 5
  %107 = load i32, ptr %43, align 4
  store i32 %107, ptr %45, align 4
  %108 = load i32, ptr %45, align 4
  %109 = atomicrmw add ptr %106, i32 %108 release, align 4, !amdgpu.no.fine.grained.memory !7, !amdgpu.no.remote.memory !7
  store i32 %109, ptr %46, align 4
  %110 = load i32, ptr %46, align 4
  br label %111

111:                                              ; preds = %102, %62
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 5, i32 6}
!7 = !{}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{i16 1, i16 1025}
