; ModuleID = 'fops.hip'
source_filename = "fops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_thread_idx_t, align 1
@__hip_cuid_86c58fe2dce69e33 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_86c58fe2dce69e33 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @fops(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca ptr, align 8, addrspace(5)
  %20 = alloca half, align 2, addrspace(5)
  %21 = alloca half, align 2, addrspace(5)
  %22 = alloca half, align 2, addrspace(5)
  %23 = alloca bfloat, align 2, addrspace(5)
  %24 = alloca double, align 8, addrspace(5)
  %25 = alloca double, align 8, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
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
  %47 = addrspacecast ptr addrspace(5) %25 to ptr
  %48 = addrspacecast ptr addrspace(5) %26 to ptr
  %49 = addrspacecast ptr addrspace(5) %27 to ptr
  store ptr addrspace(1) %0, ptr %28, align 8
  %50 = load ptr, ptr %28, align 8
  store ptr addrspace(1) %1, ptr %29, align 8
  %51 = load ptr, ptr %29, align 8
  store ptr addrspace(1) %2, ptr %30, align 8
  %52 = load ptr, ptr %30, align 8
  store ptr addrspace(1) %3, ptr %31, align 8
  %53 = load ptr, ptr %31, align 8
  store ptr %50, ptr %32, align 8
  store ptr %51, ptr %33, align 8
  store ptr %52, ptr %34, align 8
  store ptr %53, ptr %35, align 8
  store i32 %4, ptr %36, align 4
  %54 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %55 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %56 = mul i32 %54, %55
  %57 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %58 = add i32 %56, %57
  store i32 %58, ptr %37, align 4
  %59 = load i32, ptr %37, align 4
  %60 = load i32, ptr %36, align 4
  %61 = icmp sge i32 %59, %60
  br i1 %61, label %62, label %63

62:                                               ; preds = %5
  br label %249

63:                                               ; preds = %5
  %64 = load ptr, ptr %32, align 8
  %65 = load i32, ptr %37, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %64, i64 %66
  %68 = load float, ptr %67, align 4
  %69 = fmul contract float %68, 8.000000e+00
  %70 = fsub contract float %69, 4.000000e+00
  store float %70, ptr %38, align 4
  %71 = load ptr, ptr %33, align 8
  %72 = load i32, ptr %37, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %71, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fmul contract float %75, 2.000000e+00
  %77 = fsub contract float %76, 1.000000e+00
  store float %77, ptr %39, align 4
  %78 = load ptr, ptr %34, align 8
  %79 = load i32, ptr %37, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %78, i64 %80
  %82 = load float, ptr %81, align 4
  store float %82, ptr %40, align 4
  %83 = load ptr, ptr %35, align 8
  %84 = load i32, ptr %37, align 4
  %85 = mul nsw i32 %84, 20
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %83, i64 %86
  store ptr %87, ptr %41, align 8
  %88 = load float, ptr %38, align 4
  %89 = load float, ptr %39, align 4
  %90 = load float, ptr %40, align 4
  %91 = call contract float @llvm.fma.f32(float %88, float %89, float %90)
  %92 = call noundef i32 @_ZL4bitsf(float noundef %91) #4
  %93 = load ptr, ptr %41, align 8
  %94 = getelementptr inbounds i32, ptr %93, i64 0
  store i32 %92, ptr %94, align 4
  %95 = load float, ptr %38, align 4
  %96 = call contract float @llvm.fabs.f32(float %95)
  %97 = call contract float @llvm.sqrt.f32(float %96)
  %98 = call noundef i32 @_ZL4bitsf(float noundef %97) #4
  %99 = load ptr, ptr %41, align 8
  %100 = getelementptr inbounds i32, ptr %99, i64 1
  store i32 %98, ptr %100, align 4
  %101 = load float, ptr %38, align 4
  %102 = load float, ptr %39, align 4
  %103 = call contract float @llvm.minnum.f32(float %101, float %102)
  %104 = call noundef i32 @_ZL4bitsf(float noundef %103) #4
  %105 = load ptr, ptr %41, align 8
  %106 = getelementptr inbounds i32, ptr %105, i64 2
  store i32 %104, ptr %106, align 4
  %107 = load float, ptr %38, align 4
  %108 = load float, ptr %40, align 4
  %109 = call contract float @llvm.maxnum.f32(float %107, float %108)
  %110 = call noundef i32 @_ZL4bitsf(float noundef %109) #4
  %111 = load ptr, ptr %41, align 8
  %112 = getelementptr inbounds i32, ptr %111, i64 3
  store i32 %110, ptr %112, align 4
  %113 = load float, ptr %40, align 4
  %114 = load float, ptr %39, align 4
  %115 = call contract float @llvm.copysign.f32(float %113, float %114)
  %116 = call noundef i32 @_ZL4bitsf(float noundef %115) #4
  %117 = load ptr, ptr %41, align 8
  %118 = getelementptr inbounds i32, ptr %117, i64 4
  store i32 %116, ptr %118, align 4
  %119 = load float, ptr %38, align 4
  %120 = fmul contract float %119, 3.500000e+00
  %121 = call contract float @llvm.floor.f32(float %120)
  %122 = call noundef i32 @_ZL4bitsf(float noundef %121) #4
  %123 = load ptr, ptr %41, align 8
  %124 = getelementptr inbounds i32, ptr %123, i64 5
  store i32 %122, ptr %124, align 4
  %125 = load float, ptr %38, align 4
  %126 = fmul contract float %125, 3.500000e+00
  %127 = call contract float @llvm.trunc.f32(float %126)
  %128 = call noundef i32 @_ZL4bitsf(float noundef %127) #4
  %129 = load ptr, ptr %41, align 8
  %130 = getelementptr inbounds i32, ptr %129, i64 6
  store i32 %128, ptr %130, align 4
  %131 = load float, ptr %38, align 4
  %132 = fmul contract float %131, 4.000000e+00
  %133 = call contract float @llvm.rint.f32(float %132)
  %134 = call noundef i32 @_ZL4bitsf(float noundef %133) #4
  %135 = load ptr, ptr %41, align 8
  %136 = getelementptr inbounds i32, ptr %135, i64 7
  store i32 %134, ptr %136, align 4
  %137 = load float, ptr %39, align 4
  %138 = fmul contract float %137, 1.000000e+01
  %139 = call contract float @llvm.ceil.f32(float %138)
  %140 = call noundef i32 @_ZL4bitsf(float noundef %139) #4
  %141 = load ptr, ptr %41, align 8
  %142 = getelementptr inbounds i32, ptr %141, i64 8
  store i32 %140, ptr %142, align 4
  %143 = load float, ptr %38, align 4
  %144 = fmul contract float %143, 2.000000e+00
  %145 = call contract float @llvm.round.f32(float %144)
  %146 = call noundef i32 @_ZL4bitsf(float noundef %145) #4
  %147 = load ptr, ptr %41, align 8
  %148 = getelementptr inbounds i32, ptr %147, i64 9
  store i32 %146, ptr %148, align 4
  %149 = load float, ptr %38, align 4
  %150 = fmul contract float %149, 1.000000e+03
  %151 = fptosi float %150 to i32
  %152 = load ptr, ptr %41, align 8
  %153 = getelementptr inbounds i32, ptr %152, i64 10
  store i32 %151, ptr %153, align 4
  %154 = load float, ptr %40, align 4
  %155 = fmul contract float %154, 4.000000e+09
  %156 = fptoui float %155 to i32
  %157 = load ptr, ptr %41, align 8
  %158 = getelementptr inbounds i32, ptr %157, i64 11
  store i32 %156, ptr %158, align 4
  %159 = load i32, ptr %40, align 4
  %160 = mul i32 %159, -1640531535
  %161 = sitofp i32 %160 to float
  %162 = call noundef i32 @_ZL4bitsf(float noundef %161) #4
  %163 = load ptr, ptr %41, align 8
  %164 = getelementptr inbounds i32, ptr %163, i64 12
  store i32 %162, ptr %164, align 4
  %165 = load float, ptr %38, align 4
  %166 = fptrunc contract float %165 to half
  store half %166, ptr %42, align 2
  %167 = load float, ptr %39, align 4
  %168 = fptrunc contract float %167 to half
  store half %168, ptr %43, align 2
  %169 = load half, ptr %42, align 2
  %170 = load half, ptr %43, align 2
  %171 = fadd contract half %169, %170
  %172 = fmul contract half %171, 0xH3800
  store half %172, ptr %44, align 2
  %173 = load i16, ptr %44, align 2
  %174 = zext i16 %173 to i32
  %175 = load ptr, ptr %41, align 8
  %176 = getelementptr inbounds i32, ptr %175, i64 13
  store i32 %174, ptr %176, align 4
  %177 = load float, ptr %38, align 4
  %178 = fptrunc contract float %177 to bfloat
  store bfloat %178, ptr %45, align 2
  %179 = load bfloat, ptr %45, align 2
  %180 = fpext contract bfloat %179 to float
  %181 = load float, ptr %39, align 4
  %182 = fmul contract float %180, %181
  %183 = call noundef i32 @_ZL4bitsf(float noundef %182) #4
  %184 = load ptr, ptr %41, align 8
  %185 = getelementptr inbounds i32, ptr %184, i64 14
  store i32 %183, ptr %185, align 4
  %186 = load float, ptr %38, align 4
  %187 = fpext contract float %186 to double
  store double %187, ptr %46, align 8
  %188 = load float, ptr %39, align 4
  %189 = fpext contract float %188 to double
  store double %189, ptr %47, align 8
  %190 = load double, ptr %46, align 8
  %191 = load double, ptr %47, align 8
  %192 = fmul contract double %190, %191
  %193 = load float, ptr %40, align 4
  %194 = fpext contract float %193 to double
  %195 = fdiv contract double %194, 3.000000e+00
  %196 = fadd contract double %192, %195
  %197 = fptrunc contract double %196 to float
  %198 = call noundef i32 @_ZL4bitsf(float noundef %197) #4
  %199 = load ptr, ptr %41, align 8
  %200 = getelementptr inbounds i32, ptr %199, i64 15
  store i32 %198, ptr %200, align 4
  %201 = load float, ptr %38, align 4
  %202 = load float, ptr %39, align 4
  %203 = fdiv contract float %201, %202
  %204 = call noundef i32 @_ZL4bitsf(float noundef %203) #4
  %205 = load ptr, ptr %41, align 8
  %206 = getelementptr inbounds i32, ptr %205, i64 16
  store i32 %204, ptr %206, align 4
  %207 = load float, ptr %38, align 4
  %208 = load float, ptr %39, align 4
  %209 = fcmp contract olt float %207, %208
  br i1 %209, label %210, label %215

210:                                              ; preds = %63
  %211 = load float, ptr %40, align 4
  %212 = fcmp contract ogt float %211, 5.000000e-01
  %213 = zext i1 %212 to i64
  %214 = select i1 %212, i32 1, i32 2
  br label %221

215:                                              ; preds = %63
  %216 = load float, ptr %38, align 4
  %217 = load float, ptr %39, align 4
  %218 = fcmp contract oeq float %216, %217
  %219 = zext i1 %218 to i64
  %220 = select i1 %218, i32 3, i32 4
  br label %221

221:                                              ; preds = %215, %210
  %222 = phi i32 [ %214, %210 ], [ %220, %215 ]
  %223 = load ptr, ptr %41, align 8
  %224 = getelementptr inbounds i32, ptr %223, i64 17
  store i32 %222, ptr %224, align 4
  %225 = load float, ptr %40, align 4
  %226 = load float, ptr %38, align 4
  %227 = fmul contract float %226, 4.000000e+00
  %228 = fptosi float %227 to i32
  %229 = call contract float @llvm.ldexp.f32.i32(float %225, i32 %228)
  %230 = call noundef i32 @_ZL4bitsf(float noundef %229) #4
  %231 = load ptr, ptr %41, align 8
  %232 = getelementptr inbounds i32, ptr %231, i64 18
  store i32 %230, ptr %232, align 4
  store float 0.000000e+00, ptr %48, align 4
  store i32 0, ptr %49, align 4
  br label %233

233:                                              ; preds = %241, %221
  %234 = load i32, ptr %49, align 4
  %235 = icmp slt i32 %234, 8
  br i1 %235, label %236, label %244

236:                                              ; preds = %233
  %237 = load float, ptr %48, align 4
  %238 = fmul contract float %237, 5.000000e-01
  %239 = load float, ptr %38, align 4
  %240 = fadd contract float %238, %239
  store float %240, ptr %48, align 4
  br label %241

241:                                              ; preds = %236
  %242 = load i32, ptr %49, align 4
  %243 = add nsw i32 %242, 1
  store i32 %243, ptr %49, align 4
  br label %233, !llvm.loop !6

244:                                              ; preds = %233
  %245 = load float, ptr %48, align 4
  %246 = call noundef i32 @_ZL4bitsf(float noundef %245) #4
  %247 = load ptr, ptr %41, align 8
  %248 = getelementptr inbounds i32, ptr %247, i64 19
  store i32 %246, ptr %248, align 4
  br label %249

249:                                              ; preds = %244, %62
  ret void
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
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !8, !invariant.load !9, !noundef !9
  %10 = zext i16 %9 to i32
  ret i32 %10
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
define internal noundef i32 @_ZL4bitsf(float noundef %0) #1 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca float, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store float %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  ret i32 %6
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{i16 1, i16 1025}
!9 = !{}
