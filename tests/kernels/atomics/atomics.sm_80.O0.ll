; ModuleID = 'atomics.cu'
source_filename = "atomics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.xl_thread_idx_t = type { i8 }
%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

@_ZZ7atomicsE1s = internal addrspace(3) global [4 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.xl_thread_idx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.xl_block_dim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @atomics(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca float, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca i32, align 4
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i64, align 8
  %65 = alloca i64, align 8
  store ptr %0, ptr %55, align 8
  store ptr %1, ptr %56, align 8
  store ptr %2, ptr %57, align 8
  store ptr %3, ptr %58, align 8
  %66 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  store i32 %66, ptr %59, align 4
  %67 = load ptr, ptr %55, align 8
  %68 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %69 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %70 = mul i32 %68, %69
  %71 = load i32, ptr %59, align 4
  %72 = add i32 %70, %71
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr %67, i64 %73
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %60, align 4
  %76 = load i32, ptr %59, align 4
  %77 = icmp ult i32 %76, 4
  br i1 %77, label %78, label %86

78:                                               ; preds = %4
  %79 = load i32, ptr %59, align 4
  %80 = icmp eq i32 %79, 2
  %81 = zext i1 %80 to i64
  %82 = select i1 %80, i32 -1, i32 0
  %83 = load i32, ptr %59, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds nuw [4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 %84
  store i32 %82, ptr %85, align 4
  br label %86

86:                                               ; preds = %78, %4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = load ptr, ptr %56, align 8
  %88 = getelementptr inbounds i32, ptr %87, i64 0
  %89 = load i32, ptr %60, align 4
  store ptr %88, ptr %53, align 8
  store i32 %89, ptr %54, align 4
  %90 = load ptr, ptr %53, align 8
  %91 = load i32, ptr %54, align 4
  %92 = atomicrmw umin ptr %90, i32 %91 seq_cst, align 4
  %93 = load ptr, ptr %56, align 8
  %94 = getelementptr inbounds i32, ptr %93, i64 1
  %95 = load i32, ptr %60, align 4
  store ptr %94, ptr %47, align 8
  store i32 %95, ptr %48, align 4
  %96 = load ptr, ptr %47, align 8
  %97 = load i32, ptr %48, align 4
  %98 = atomicrmw umax ptr %96, i32 %97 seq_cst, align 4
  %99 = load ptr, ptr %56, align 8
  %100 = getelementptr inbounds i32, ptr %99, i64 2
  %101 = load i32, ptr %60, align 4
  %102 = or i32 %101, 252645135
  store ptr %100, ptr %43, align 8
  store i32 %102, ptr %44, align 4
  %103 = load ptr, ptr %43, align 8
  %104 = load i32, ptr %44, align 4
  %105 = atomicrmw and ptr %103, i32 %104 seq_cst, align 4
  %106 = load ptr, ptr %56, align 8
  %107 = getelementptr inbounds i32, ptr %106, i64 3
  %108 = load i32, ptr %60, align 4
  %109 = and i32 %108, 286331153
  store ptr %107, ptr %41, align 8
  store i32 %109, ptr %42, align 4
  %110 = load ptr, ptr %41, align 8
  %111 = load i32, ptr %42, align 4
  %112 = atomicrmw or ptr %110, i32 %111 seq_cst, align 4
  %113 = load ptr, ptr %56, align 8
  %114 = getelementptr inbounds i32, ptr %113, i64 4
  %115 = load i32, ptr %60, align 4
  store ptr %114, ptr %37, align 8
  store i32 %115, ptr %38, align 4
  %116 = load ptr, ptr %37, align 8
  %117 = load i32, ptr %38, align 4
  %118 = atomicrmw xor ptr %116, i32 %117 seq_cst, align 4
  %119 = load ptr, ptr %56, align 8
  %120 = getelementptr inbounds i32, ptr %119, i64 5
  store ptr %120, ptr %31, align 8
  store i32 1, ptr %32, align 4
  %121 = load ptr, ptr %31, align 8
  %122 = load i32, ptr %32, align 4
  %123 = atomicrmw add ptr %121, i32 %122 seq_cst, align 4
  %124 = load ptr, ptr %56, align 8
  %125 = getelementptr inbounds i32, ptr %124, i64 6
  %126 = load i32, ptr %60, align 4
  %127 = and i32 %126, 255
  store ptr %125, ptr %29, align 8
  store i32 %127, ptr %30, align 4
  %128 = load ptr, ptr %29, align 8
  %129 = load i32, ptr %30, align 4
  %130 = sub nsw i32 0, %129
  %131 = atomicrmw add ptr %128, i32 %130 seq_cst, align 4
  %132 = load ptr, ptr %56, align 8
  %133 = getelementptr inbounds i32, ptr %132, i64 7
  %134 = load i32, ptr %60, align 4
  store ptr %133, ptr %27, align 8
  store i32 %134, ptr %28, align 4
  %135 = load ptr, ptr %27, align 8
  %136 = load i32, ptr %28, align 4
  %137 = atomicrmw min ptr %135, i32 %136 seq_cst, align 4
  %138 = load ptr, ptr %56, align 8
  %139 = getelementptr inbounds i32, ptr %138, i64 8
  %140 = load i32, ptr %60, align 4
  store ptr %139, ptr %25, align 8
  store i32 %140, ptr %26, align 4
  %141 = load ptr, ptr %25, align 8
  %142 = load i32, ptr %26, align 4
  %143 = atomicrmw max ptr %141, i32 %142 seq_cst, align 4
  %144 = load ptr, ptr %56, align 8
  %145 = getelementptr inbounds i32, ptr %144, i64 9
  %146 = load i32, ptr %145, align 4
  store i32 %146, ptr %61, align 4
  br label %147

147:                                              ; preds = %169, %86
  %148 = load i32, ptr %61, align 4
  store i32 %148, ptr %62, align 4
  %149 = load i32, ptr %60, align 4
  %150 = xor i32 %149, 21845
  %151 = load i32, ptr %62, align 4
  %152 = icmp ugt i32 %150, %151
  br i1 %152, label %153, label %156

153:                                              ; preds = %147
  %154 = load i32, ptr %60, align 4
  %155 = xor i32 %154, 21845
  br label %158

156:                                              ; preds = %147
  %157 = load i32, ptr %62, align 4
  br label %158

158:                                              ; preds = %156, %153
  %159 = phi i32 [ %155, %153 ], [ %157, %156 ]
  store i32 %159, ptr %63, align 4
  %160 = load ptr, ptr %56, align 8
  %161 = getelementptr inbounds i32, ptr %160, i64 9
  %162 = load i32, ptr %62, align 4
  %163 = load i32, ptr %63, align 4
  store ptr %161, ptr %22, align 8
  store i32 %162, ptr %23, align 4
  store i32 %163, ptr %24, align 4
  %164 = load ptr, ptr %22, align 8
  %165 = load i32, ptr %23, align 4
  %166 = load i32, ptr %24, align 4
  %167 = cmpxchg ptr %164, i32 %165, i32 %166 seq_cst seq_cst, align 4
  %168 = extractvalue { i32, i1 } %167, 0
  store i32 %168, ptr %61, align 4
  br label %169

169:                                              ; preds = %158
  %170 = load i32, ptr %62, align 4
  %171 = load i32, ptr %61, align 4
  %172 = icmp ne i32 %170, %171
  br i1 %172, label %147, label %173, !llvm.loop !4

173:                                              ; preds = %169
  %174 = load ptr, ptr %56, align 8
  %175 = getelementptr inbounds i32, ptr %174, i64 10
  store ptr %175, ptr %20, align 8
  store i32 77, ptr %21, align 4
  %176 = load ptr, ptr %20, align 8
  %177 = load i32, ptr %21, align 4
  %178 = atomicrmw xchg ptr %176, i32 %177 seq_cst, align 4
  %179 = load ptr, ptr %56, align 8
  %180 = getelementptr inbounds i32, ptr %179, i64 11
  store ptr %180, ptr %18, align 8
  store i32 1000000, ptr %19, align 4
  %181 = load ptr, ptr %18, align 8
  %182 = load i32, ptr %19, align 4
  %183 = atomicrmw uinc_wrap ptr %181, i32 %182 seq_cst, align 4
  %184 = load ptr, ptr %58, align 8
  %185 = getelementptr inbounds float, ptr %184, i64 0
  %186 = load i32, ptr %60, align 4
  %187 = and i32 %186, 255
  %188 = uitofp i32 %187 to float
  store ptr %185, ptr %16, align 8
  store float %188, ptr %17, align 4
  %189 = load ptr, ptr %16, align 8
  %190 = load float, ptr %17, align 4
  %191 = atomicrmw fadd ptr %189, float %190 seq_cst, align 4
  %192 = load ptr, ptr %57, align 8
  %193 = getelementptr inbounds i64, ptr %192, i64 0
  %194 = load i32, ptr %60, align 4
  %195 = zext i32 %194 to i64
  %196 = shl i64 %195, 20
  store ptr %193, ptr %14, align 8
  store i64 %196, ptr %15, align 8
  %197 = load ptr, ptr %14, align 8
  %198 = load i64, ptr %15, align 8
  %199 = atomicrmw add ptr %197, i64 %198 seq_cst, align 8
  %200 = load ptr, ptr %57, align 8
  %201 = getelementptr inbounds i64, ptr %200, i64 1
  %202 = load i32, ptr %60, align 4
  %203 = zext i32 %202 to i64
  %204 = load i32, ptr %60, align 4
  %205 = zext i32 %204 to i64
  %206 = mul i64 %203, %205
  store ptr %201, ptr %12, align 8
  store i64 %206, ptr %13, align 8
  %207 = load ptr, ptr %12, align 8
  %208 = load i64, ptr %13, align 8
  %209 = atomicrmw umax ptr %207, i64 %208 seq_cst, align 8
  %210 = load ptr, ptr %57, align 8
  %211 = getelementptr inbounds i64, ptr %210, i64 2
  %212 = load i32, ptr %60, align 4
  %213 = zext i32 %212 to i64
  %214 = shl i64 %213, 32
  %215 = load i32, ptr %59, align 4
  %216 = zext i32 %215 to i64
  %217 = or i64 %214, %216
  store ptr %211, ptr %10, align 8
  store i64 %217, ptr %11, align 8
  %218 = load ptr, ptr %10, align 8
  %219 = load i64, ptr %11, align 8
  %220 = atomicrmw umin ptr %218, i64 %219 seq_cst, align 8
  %221 = load ptr, ptr %57, align 8
  %222 = getelementptr inbounds i64, ptr %221, i64 3
  %223 = load i32, ptr %60, align 4
  %224 = zext i32 %223 to i64
  %225 = mul i64 %224, -7046029254386353131
  store ptr %222, ptr %8, align 8
  store i64 %225, ptr %9, align 8
  %226 = load ptr, ptr %8, align 8
  %227 = load i64, ptr %9, align 8
  %228 = atomicrmw xor ptr %226, i64 %227 seq_cst, align 8
  %229 = load ptr, ptr %57, align 8
  %230 = getelementptr inbounds i64, ptr %229, i64 4
  %231 = load i64, ptr %230, align 8
  store i64 %231, ptr %64, align 8
  br label %232

232:                                              ; preds = %247, %173
  %233 = load i64, ptr %64, align 8
  store i64 %233, ptr %65, align 8
  %234 = load ptr, ptr %57, align 8
  %235 = getelementptr inbounds i64, ptr %234, i64 4
  %236 = load i64, ptr %65, align 8
  %237 = load i64, ptr %65, align 8
  %238 = load i32, ptr %60, align 4
  %239 = and i32 %238, 15
  %240 = zext i32 %239 to i64
  %241 = add i64 %237, %240
  store ptr %235, ptr %5, align 8
  store i64 %236, ptr %6, align 8
  store i64 %241, ptr %7, align 8
  %242 = load ptr, ptr %5, align 8
  %243 = load i64, ptr %6, align 8
  %244 = load i64, ptr %7, align 8
  %245 = cmpxchg ptr %242, i64 %243, i64 %244 seq_cst seq_cst, align 8
  %246 = extractvalue { i64, i1 } %245, 0
  store i64 %246, ptr %64, align 8
  br label %247

247:                                              ; preds = %232
  %248 = load i64, ptr %65, align 8
  %249 = load i64, ptr %64, align 8
  %250 = icmp ne i64 %248, %249
  br i1 %250, label %232, label %251, !llvm.loop !6

251:                                              ; preds = %247
  %252 = load i32, ptr %60, align 4
  %253 = and i32 %252, 1
  store ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), ptr %33, align 8
  store i32 %253, ptr %34, align 4
  %254 = load ptr, ptr %33, align 8
  %255 = load i32, ptr %34, align 4
  %256 = atomicrmw add ptr %254, i32 %255 seq_cst, align 4
  %257 = load i32, ptr %60, align 4
  store ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 1), ptr %49, align 8
  store i32 %257, ptr %50, align 4
  %258 = load ptr, ptr %49, align 8
  %259 = load i32, ptr %50, align 4
  %260 = atomicrmw umax ptr %258, i32 %259 seq_cst, align 4
  %261 = load i32, ptr %60, align 4
  %262 = or i32 %261, -2147483648
  store ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 2), ptr %45, align 8
  store i32 %262, ptr %46, align 4
  %263 = load ptr, ptr %45, align 8
  %264 = load i32, ptr %46, align 4
  %265 = atomicrmw and ptr %263, i32 %264 seq_cst, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %266 = load i32, ptr %59, align 4
  %267 = icmp eq i32 %266, 0
  br i1 %267, label %268, label %287

268:                                              ; preds = %251
  %269 = load ptr, ptr %56, align 8
  %270 = getelementptr inbounds i32, ptr %269, i64 12
  %271 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), align 4
  store ptr %270, ptr %35, align 8
  store i32 %271, ptr %36, align 4
  %272 = load ptr, ptr %35, align 8
  %273 = load i32, ptr %36, align 4
  %274 = atomicrmw add ptr %272, i32 %273 seq_cst, align 4
  %275 = load ptr, ptr %56, align 8
  %276 = getelementptr inbounds i32, ptr %275, i64 13
  %277 = load i32, ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 1), align 4
  store ptr %276, ptr %51, align 8
  store i32 %277, ptr %52, align 4
  %278 = load ptr, ptr %51, align 8
  %279 = load i32, ptr %52, align 4
  %280 = atomicrmw umax ptr %278, i32 %279 seq_cst, align 4
  %281 = load ptr, ptr %56, align 8
  %282 = getelementptr inbounds i32, ptr %281, i64 14
  %283 = load i32, ptr getelementptr inbounds ([4 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsE1s to ptr), i64 0, i64 2), align 4
  store ptr %282, ptr %39, align 8
  store i32 %283, ptr %40, align 4
  %284 = load ptr, ptr %39, align 8
  %285 = load i32, ptr %40, align 4
  %286 = atomicrmw xor ptr %284, i32 %285 seq_cst, align 4
  br label %287

287:                                              ; preds = %268, %251
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %4
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
