; ModuleID = 'ops.hip'
source_filename = "ops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.S = type { i8, i16, i32, double }

@primes = protected addrspace(4) externally_initialized constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 16
@__hip_cuid_6c68be9b9dfb0352 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @primes to ptr), ptr addrspacecast (ptr addrspace(1) @__hip_cuid_6c68be9b9dfb0352 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden %struct.S @_Z2mki(i32 noundef %0) #0 {
  %2 = alloca %struct.S, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = getelementptr inbounds nuw %struct.S, ptr %4, i32 0, i32 0
  %7 = load i32, ptr %5, align 4
  %8 = trunc i32 %7 to i8
  store i8 %8, ptr %6, align 8
  %9 = getelementptr inbounds nuw %struct.S, ptr %4, i32 0, i32 1
  %10 = load i32, ptr %5, align 4
  %11 = mul nsw i32 %10, 3
  %12 = trunc i32 %11 to i16
  store i16 %12, ptr %9, align 2
  %13 = getelementptr inbounds nuw %struct.S, ptr %4, i32 0, i32 2
  %14 = load i32, ptr %5, align 4
  %15 = mul nsw i32 %14, 7
  store i32 %15, ptr %13, align 4
  %16 = getelementptr inbounds nuw %struct.S, ptr %4, i32 0, i32 3
  %17 = load i32, ptr %5, align 4
  %18 = sitofp i32 %17 to double
  %19 = fmul contract double %18, 2.500000e-01
  store double %19, ptr %16, align 8
  %20 = load %struct.S, ptr %4, align 8
  ret %struct.S %20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ops(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3, ptr addrspace(1) noundef %4, ptr addrspace(1) noundef %5) #1 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca ptr, align 8, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca [16 x i32], align 16, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca %struct.S, align 8, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca double, align 8, addrspace(5)
  %28 = alloca i64, align 8, addrspace(5)
  %29 = alloca <4 x float>, align 16, addrspace(5)
  %30 = alloca <4 x float>, align 16, addrspace(5)
  %31 = alloca <2 x half>, align 4, addrspace(5)
  %32 = alloca <2 x half>, align 4, addrspace(5)
  %33 = addrspacecast ptr addrspace(5) %7 to ptr
  %34 = addrspacecast ptr addrspace(5) %8 to ptr
  %35 = addrspacecast ptr addrspace(5) %9 to ptr
  %36 = addrspacecast ptr addrspace(5) %10 to ptr
  %37 = addrspacecast ptr addrspace(5) %11 to ptr
  %38 = addrspacecast ptr addrspace(5) %12 to ptr
  %39 = addrspacecast ptr addrspace(5) %13 to ptr
  %40 = addrspacecast ptr addrspace(5) %14 to ptr
  %41 = addrspacecast ptr addrspace(5) %15 to ptr
  %42 = addrspacecast ptr addrspace(5) %16 to ptr
  %43 = addrspacecast ptr addrspace(5) %17 to ptr
  %44 = addrspacecast ptr addrspace(5) %18 to ptr
  %45 = addrspacecast ptr addrspace(5) %19 to ptr
  %46 = addrspacecast ptr addrspace(5) %20 to ptr
  %47 = addrspacecast ptr addrspace(5) %21 to ptr
  %48 = addrspacecast ptr addrspace(5) %22 to ptr
  %49 = addrspacecast ptr addrspace(5) %23 to ptr
  %50 = addrspacecast ptr addrspace(5) %24 to ptr
  %51 = addrspacecast ptr addrspace(5) %25 to ptr
  %52 = addrspacecast ptr addrspace(5) %26 to ptr
  %53 = addrspacecast ptr addrspace(5) %27 to ptr
  %54 = addrspacecast ptr addrspace(5) %28 to ptr
  %55 = addrspacecast ptr addrspace(5) %29 to ptr
  %56 = addrspacecast ptr addrspace(5) %30 to ptr
  %57 = addrspacecast ptr addrspace(5) %31 to ptr
  %58 = addrspacecast ptr addrspace(5) %32 to ptr
  store ptr addrspace(1) %0, ptr %33, align 8
  %59 = load ptr, ptr %33, align 8
  store ptr addrspace(1) %1, ptr %34, align 8
  %60 = load ptr, ptr %34, align 8
  store ptr addrspace(1) %2, ptr %35, align 8
  %61 = load ptr, ptr %35, align 8
  store ptr addrspace(1) %3, ptr %36, align 8
  %62 = load ptr, ptr %36, align 8
  store ptr addrspace(1) %4, ptr %37, align 8
  %63 = load ptr, ptr %37, align 8
  store ptr addrspace(1) %5, ptr %38, align 8
  %64 = load ptr, ptr %38, align 8
  store ptr %59, ptr %39, align 8
  store ptr %60, ptr %40, align 8
  store ptr %61, ptr %41, align 8
  store ptr %62, ptr %42, align 8
  store ptr %63, ptr %43, align 8
  store ptr %64, ptr %44, align 8
  %65 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %65, ptr %45, align 4
  %66 = load ptr, ptr %39, align 8
  %67 = load i32, ptr %45, align 4
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds nuw i32, ptr %66, i64 %68
  %70 = load i32, ptr %69, align 4
  store i32 %70, ptr %46, align 4
  %71 = load i32, ptr %46, align 4
  store i32 %71, ptr %47, align 4
  store i64 0, ptr %48, align 8
  %72 = load i32, ptr %46, align 4
  %73 = call i32 @llvm.ctpop.i32(i32 %72)
  %74 = sext i32 %73 to i64
  %75 = load i64, ptr %48, align 8
  %76 = xor i64 %75, %74
  store i64 %76, ptr %48, align 8
  %77 = load i32, ptr %46, align 4
  %78 = or i32 %77, 1
  %79 = call i32 @llvm.ctlz.i32(i32 %78, i1 true)
  %80 = sext i32 %79 to i64
  %81 = shl i64 %80, 8
  %82 = load i64, ptr %48, align 8
  %83 = xor i64 %82, %81
  store i64 %83, ptr %48, align 8
  %84 = load i32, ptr %46, align 4
  %85 = or i32 %84, -2147483648
  %86 = call i32 @llvm.cttz.i32(i32 %85, i1 true)
  %87 = sext i32 %86 to i64
  %88 = shl i64 %87, 16
  %89 = load i64, ptr %48, align 8
  %90 = xor i64 %89, %88
  store i64 %90, ptr %48, align 8
  %91 = load i32, ptr %46, align 4
  %92 = shl i32 %91, 5
  %93 = load i32, ptr %46, align 4
  %94 = lshr i32 %93, 27
  %95 = or i32 %92, %94
  %96 = zext i32 %95 to i64
  %97 = shl i64 %96, 24
  %98 = load i64, ptr %48, align 8
  %99 = xor i64 %98, %97
  store i64 %99, ptr %48, align 8
  %100 = load i32, ptr %47, align 4
  %101 = sdiv i32 %100, 7
  %102 = sext i32 %101 to i64
  %103 = load i32, ptr %47, align 4
  %104 = srem i32 %103, 13
  %105 = sext i32 %104 to i64
  %106 = mul i64 %105, 3
  %107 = add i64 %102, %106
  %108 = load i64, ptr %48, align 8
  %109 = add i64 %108, %107
  store i64 %109, ptr %48, align 8
  %110 = load i32, ptr %46, align 4
  %111 = udiv i32 %110, 9
  %112 = zext i32 %111 to i64
  %113 = load i32, ptr %46, align 4
  %114 = urem i32 %113, 11
  %115 = zext i32 %114 to i64
  %116 = xor i64 %112, %115
  %117 = load i64, ptr %48, align 8
  %118 = add i64 %117, %116
  store i64 %118, ptr %48, align 8
  %119 = load i32, ptr %46, align 4
  %120 = trunc i32 %119 to i8
  %121 = sext i8 %120 to i64
  %122 = mul nsw i64 %121, 1000
  %123 = load i32, ptr %46, align 4
  %124 = trunc i32 %123 to i16
  %125 = sext i16 %124 to i64
  %126 = add nsw i64 %122, %125
  %127 = load i64, ptr %48, align 8
  %128 = add i64 %127, %126
  store i64 %128, ptr %48, align 8
  %129 = load i32, ptr %46, align 4
  %130 = urem i32 %129, 8
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(4) @primes to ptr), i64 0, i64 %131
  %133 = load i32, ptr %132, align 4
  %134 = sext i32 %133 to i64
  %135 = load i64, ptr %48, align 8
  %136 = add i64 %135, %134
  store i64 %136, ptr %48, align 8
  store i32 0, ptr %50, align 4
  br label %137

137:                                              ; preds = %149, %6
  %138 = load i32, ptr %50, align 4
  %139 = icmp slt i32 %138, 16
  br i1 %139, label %140, label %152

140:                                              ; preds = %137
  %141 = load i32, ptr %46, align 4
  %142 = load i32, ptr %50, align 4
  %143 = lshr i32 %141, %142
  %144 = load i32, ptr %50, align 4
  %145 = add nsw i32 %143, %144
  %146 = load i32, ptr %50, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [16 x i32], ptr %49, i64 0, i64 %147
  store i32 %145, ptr %148, align 4
  br label %149

149:                                              ; preds = %140
  %150 = load i32, ptr %50, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %50, align 4
  br label %137, !llvm.loop !6

152:                                              ; preds = %137
  %153 = load i32, ptr %46, align 4
  %154 = urem i32 %153, 16
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds nuw [16 x i32], ptr %49, i64 0, i64 %155
  %157 = load i32, ptr %156, align 4
  %158 = mul nsw i32 %157, 5
  %159 = sext i32 %158 to i64
  %160 = load i64, ptr %48, align 8
  %161 = add i64 %160, %159
  store i64 %161, ptr %48, align 8
  %162 = load i32, ptr %47, align 4
  %163 = and i32 %162, 255
  %164 = call %struct.S @_Z2mki(i32 noundef %163) #4
  %165 = getelementptr inbounds nuw %struct.S, ptr %51, i32 0, i32 0
  %166 = extractvalue %struct.S %164, 0
  store i8 %166, ptr %165, align 8
  %167 = getelementptr inbounds nuw %struct.S, ptr %51, i32 0, i32 1
  %168 = extractvalue %struct.S %164, 1
  store i16 %168, ptr %167, align 2
  %169 = getelementptr inbounds nuw %struct.S, ptr %51, i32 0, i32 2
  %170 = extractvalue %struct.S %164, 2
  store i32 %170, ptr %169, align 4
  %171 = getelementptr inbounds nuw %struct.S, ptr %51, i32 0, i32 3
  %172 = extractvalue %struct.S %164, 3
  store double %172, ptr %171, align 8
  %173 = getelementptr inbounds nuw %struct.S, ptr %51, i32 0, i32 0
  %174 = load i8, ptr %173, align 8
  %175 = sext i8 %174 to i32
  %176 = getelementptr inbounds nuw %struct.S, ptr %51, i32 0, i32 1
  %177 = load i16, ptr %176, align 2
  %178 = sext i16 %177 to i32
  %179 = add nsw i32 %175, %178
  %180 = getelementptr inbounds nuw %struct.S, ptr %51, i32 0, i32 2
  %181 = load i32, ptr %180, align 4
  %182 = add nsw i32 %179, %181
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds nuw %struct.S, ptr %51, i32 0, i32 3
  %185 = load double, ptr %184, align 8
  %186 = fmul contract double %185, 8.000000e+00
  %187 = fptoui double %186 to i64
  %188 = add i64 %183, %187
  %189 = load i64, ptr %48, align 8
  %190 = add i64 %189, %188
  store i64 %190, ptr %48, align 8
  %191 = load i32, ptr %47, align 4
  %192 = and i32 %191, 65535
  %193 = sitofp i32 %192 to float
  %194 = fmul contract float %193, 5.000000e-01
  store float %194, ptr %52, align 4
  %195 = load float, ptr %52, align 4
  %196 = call contract float @llvm.sqrt.f32(float %195)
  %197 = fptosi float %196 to i64
  %198 = load float, ptr %52, align 4
  %199 = call contract float @llvm.fma.f32(float %198, float 3.000000e+00, float 1.000000e+00)
  %200 = fptoui float %199 to i64
  %201 = add i64 %197, %200
  %202 = load float, ptr %52, align 4
  %203 = call contract float @llvm.minnum.f32(float %202, float 1.005000e+02)
  %204 = fmul contract float %203, 2.000000e+00
  %205 = fptoui float %204 to i64
  %206 = add i64 %201, %205
  %207 = load i64, ptr %48, align 8
  %208 = add i64 %207, %206
  store i64 %208, ptr %48, align 8
  %209 = load i32, ptr %46, align 4
  %210 = uitofp i32 %209 to double
  %211 = fmul contract double %210, 1.500000e+00
  store double %211, ptr %53, align 8
  %212 = load double, ptr %53, align 8
  %213 = fdiv contract double %212, 3.000000e+00
  %214 = fptoui double %213 to i64
  %215 = load i64, ptr %48, align 8
  %216 = add i64 %215, %214
  store i64 %216, ptr %48, align 8
  %217 = load i32, ptr %46, align 4
  %218 = zext i32 %217 to i64
  %219 = mul i64 %218, -7046029254386353131
  store i64 %219, ptr %54, align 8
  %220 = load i64, ptr %54, align 8
  %221 = lshr i64 %220, 13
  %222 = load i64, ptr %48, align 8
  %223 = xor i64 %222, %221
  store i64 %223, ptr %48, align 8
  %224 = load i32, ptr %46, align 4
  %225 = and i32 %224, 7
  switch i32 %225, label %235 [
    i32 0, label %226
    i32 3, label %229
    i32 5, label %232
  ]

226:                                              ; preds = %152
  %227 = load i64, ptr %48, align 8
  %228 = add i64 %227, 11
  store i64 %228, ptr %48, align 8
  br label %238

229:                                              ; preds = %152
  %230 = load i64, ptr %48, align 8
  %231 = mul i64 %230, 3
  store i64 %231, ptr %48, align 8
  br label %238

232:                                              ; preds = %152
  %233 = load i64, ptr %48, align 8
  %234 = sub i64 %233, 2
  store i64 %234, ptr %48, align 8
  br label %238

235:                                              ; preds = %152
  %236 = load i64, ptr %48, align 8
  %237 = xor i64 %236, 2748
  store i64 %237, ptr %48, align 8
  br label %238

238:                                              ; preds = %235, %232, %229, %226
  %239 = load i32, ptr %46, align 4
  %240 = and i32 %239, 256
  %241 = icmp ne i32 %240, 0
  br i1 %241, label %242, label %244

242:                                              ; preds = %238
  %243 = load i64, ptr %48, align 8
  br label %247

244:                                              ; preds = %238
  %245 = load i64, ptr %48, align 8
  %246 = xor i64 %245, -1
  br label %247

247:                                              ; preds = %244, %242
  %248 = phi i64 [ %243, %242 ], [ %246, %244 ]
  store i64 %248, ptr %48, align 8
  %249 = load i64, ptr %48, align 8
  %250 = load ptr, ptr %40, align 8
  %251 = load i32, ptr %45, align 4
  %252 = zext i32 %251 to i64
  %253 = getelementptr inbounds nuw i64, ptr %250, i64 %252
  store i64 %249, ptr %253, align 8
  %254 = load ptr, ptr %41, align 8
  %255 = load i32, ptr %45, align 4
  %256 = zext i32 %255 to i64
  %257 = getelementptr inbounds nuw <4 x float>, ptr %254, i64 %256
  %258 = load <4 x float>, ptr %257, align 16
  store <4 x float> %258, ptr %55, align 16
  %259 = load <4 x float>, ptr %55, align 16
  %260 = fmul contract <4 x float> %259, splat (float 2.000000e+00)
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %56, align 16
  %261 = load <4 x float>, ptr %56, align 16
  %262 = fadd contract <4 x float> %260, %261
  %263 = load ptr, ptr %42, align 8
  %264 = load i32, ptr %45, align 4
  %265 = zext i32 %264 to i64
  %266 = getelementptr inbounds nuw <4 x float>, ptr %263, i64 %265
  store <4 x float> %262, ptr %266, align 16
  %267 = load ptr, ptr %43, align 8
  %268 = load i32, ptr %45, align 4
  %269 = zext i32 %268 to i64
  %270 = getelementptr inbounds nuw <2 x half>, ptr %267, i64 %269
  %271 = load <2 x half>, ptr %270, align 4
  store <2 x half> %271, ptr %57, align 4
  %272 = load <2 x half>, ptr %57, align 4
  %273 = load <2 x half>, ptr %57, align 4
  %274 = fmul contract <2 x half> %272, %273
  store <2 x half> <half 0xH3C00, half 0xHBC00>, ptr %58, align 4
  %275 = load <2 x half>, ptr %58, align 4
  %276 = fadd contract <2 x half> %274, %275
  %277 = load ptr, ptr %44, align 8
  %278 = load i32, ptr %45, align 4
  %279 = zext i32 %278 to i64
  %280 = getelementptr inbounds nuw <2 x half>, ptr %277, i64 %279
  store <2 x half> %276, ptr %280, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
