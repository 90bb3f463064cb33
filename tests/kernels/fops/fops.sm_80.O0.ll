; ModuleID = 'fops.cu'
source_filename = "fops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.xl_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @fops(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca ptr, align 8
  %16 = alloca half, align 2
  %17 = alloca half, align 2
  %18 = alloca half, align 2
  %19 = alloca bfloat, align 2
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %24 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %25 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %26 = mul i32 %24, %25
  %27 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %28 = add i32 %26, %27
  store i32 %28, ptr %11, align 4
  %29 = load i32, ptr %11, align 4
  %30 = load i32, ptr %10, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %5
  br label %219

33:                                               ; preds = %5
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fmul contract float %38, 8.000000e+00
  %40 = fsub contract float %39, 4.000000e+00
  store float %40, ptr %12, align 4
  %41 = load ptr, ptr %7, align 8
  %42 = load i32, ptr %11, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fmul contract float %45, 2.000000e+00
  %47 = fsub contract float %46, 1.000000e+00
  store float %47, ptr %13, align 4
  %48 = load ptr, ptr %8, align 8
  %49 = load i32, ptr %11, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %48, i64 %50
  %52 = load float, ptr %51, align 4
  store float %52, ptr %14, align 4
  %53 = load ptr, ptr %9, align 8
  %54 = load i32, ptr %11, align 4
  %55 = mul nsw i32 %54, 20
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %53, i64 %56
  store ptr %57, ptr %15, align 8
  %58 = load float, ptr %12, align 4
  %59 = load float, ptr %13, align 4
  %60 = load float, ptr %14, align 4
  %61 = call contract float @llvm.fma.f32(float %58, float %59, float %60)
  %62 = call noundef i32 @_ZL4bitsf(float noundef %61) #4
  %63 = load ptr, ptr %15, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 0
  store i32 %62, ptr %64, align 4
  %65 = load float, ptr %12, align 4
  %66 = call contract float @llvm.fabs.f32(float %65)
  %67 = call contract float @llvm.sqrt.f32(float %66)
  %68 = call noundef i32 @_ZL4bitsf(float noundef %67) #4
  %69 = load ptr, ptr %15, align 8
  %70 = getelementptr inbounds i32, ptr %69, i64 1
  store i32 %68, ptr %70, align 4
  %71 = load float, ptr %12, align 4
  %72 = load float, ptr %13, align 4
  %73 = call contract float @llvm.minnum.f32(float %71, float %72)
  %74 = call noundef i32 @_ZL4bitsf(float noundef %73) #4
  %75 = load ptr, ptr %15, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 2
  store i32 %74, ptr %76, align 4
  %77 = load float, ptr %12, align 4
  %78 = load float, ptr %14, align 4
  %79 = call contract float @llvm.maxnum.f32(float %77, float %78)
  %80 = call noundef i32 @_ZL4bitsf(float noundef %79) #4
  %81 = load ptr, ptr %15, align 8
  %82 = getelementptr inbounds i32, ptr %81, i64 3
  store i32 %80, ptr %82, align 4
  %83 = load float, ptr %14, align 4
  %84 = load float, ptr %13, align 4
  %85 = call contract float @llvm.copysign.f32(float %83, float %84)
  %86 = call noundef i32 @_ZL4bitsf(float noundef %85) #4
  %87 = load ptr, ptr %15, align 8
  %88 = getelementptr inbounds i32, ptr %87, i64 4
  store i32 %86, ptr %88, align 4
  %89 = load float, ptr %12, align 4
  %90 = fmul contract float %89, 3.500000e+00
  %91 = call contract float @llvm.floor.f32(float %90)
  %92 = call noundef i32 @_ZL4bitsf(float noundef %91) #4
  %93 = load ptr, ptr %15, align 8
  %94 = getelementptr inbounds i32, ptr %93, i64 5
  store i32 %92, ptr %94, align 4
  %95 = load float, ptr %12, align 4
  %96 = fmul contract float %95, 3.500000e+00
  %97 = call contract float @llvm.trunc.f32(float %96)
  %98 = call noundef i32 @_ZL4bitsf(float noundef %97) #4
  %99 = load ptr, ptr %15, align 8
  %100 = getelementptr inbounds i32, ptr %99, i64 6
  store i32 %98, ptr %100, align 4
  %101 = load float, ptr %12, align 4
  %102 = fmul contract float %101, 4.000000e+00
  %103 = call contract float @llvm.rint.f32(float %102)
  %104 = call noundef i32 @_ZL4bitsf(float noundef %103) #4
  %105 = load ptr, ptr %15, align 8
  %106 = getelementptr inbounds i32, ptr %105, i64 7
  store i32 %104, ptr %106, align 4
  %107 = load float, ptr %13, align 4
  %108 = fmul contract float %107, 1.000000e+01
  %109 = call contract float @llvm.ceil.f32(float %108)
  %110 = call noundef i32 @_ZL4bitsf(float noundef %109) #4
  %111 = load ptr, ptr %15, align 8
  %112 = getelementptr inbounds i32, ptr %111, i64 8
  store i32 %110, ptr %112, align 4
  %113 = load float, ptr %12, align 4
  %114 = fmul contract float %113, 2.000000e+00
  %115 = call contract float @llvm.round.f32(float %114)
  %116 = call noundef i32 @_ZL4bitsf(float noundef %115) #4
  %117 = load ptr, ptr %15, align 8
  %118 = getelementptr inbounds i32, ptr %117, i64 9
  store i32 %116, ptr %118, align 4
  %119 = load float, ptr %12, align 4
  %120 = fmul contract float %119, 1.000000e+03
  %121 = fptosi float %120 to i32
  %122 = load ptr, ptr %15, align 8
  %123 = getelementptr inbounds i32, ptr %122, i64 10
  store i32 %121, ptr %123, align 4
  %124 = load float, ptr %14, align 4
  %125 = fmul contract float %124, 4.000000e+09
  %126 = fptoui float %125 to i32
  %127 = load ptr, ptr %15, align 8
  %128 = getelementptr inbounds i32, ptr %127, i64 11
  store i32 %126, ptr %128, align 4
  %129 = load i32, ptr %14, align 4
  %130 = mul i32 %129, -1640531535
  %131 = sitofp i32 %130 to float
  %132 = call noundef i32 @_ZL4bitsf(float noundef %131) #4
  %133 = load ptr, ptr %15, align 8
  %134 = getelementptr inbounds i32, ptr %133, i64 12
  store i32 %132, ptr %134, align 4
  %135 = load float, ptr %12, align 4
  %136 = fptrunc contract float %135 to half
  store half %136, ptr %16, align 2
  %137 = load float, ptr %13, align 4
  %138 = fptrunc contract float %137 to half
  store half %138, ptr %17, align 2
  %139 = load half, ptr %16, align 2
  %140 = load half, ptr %17, align 2
  %141 = fadd contract half %139, %140
  %142 = fmul contract half %141, 0xH3800
  store half %142, ptr %18, align 2
  %143 = load i16, ptr %18, align 2
  %144 = zext i16 %143 to i32
  %145 = load ptr, ptr %15, align 8
  %146 = getelementptr inbounds i32, ptr %145, i64 13
  store i32 %144, ptr %146, align 4
  %147 = load float, ptr %12, align 4
  %148 = fptrunc contract float %147 to bfloat
  store bfloat %148, ptr %19, align 2
  %149 = load bfloat, ptr %19, align 2
  %150 = fpext contract bfloat %149 to float
  %151 = load float, ptr %13, align 4
  %152 = fmul contract float %150, %151
  %153 = call noundef i32 @_ZL4bitsf(float noundef %152) #4
  %154 = load ptr, ptr %15, align 8
  %155 = getelementptr inbounds i32, ptr %154, i64 14
  store i32 %153, ptr %155, align 4
  %156 = load float, ptr %12, align 4
  %157 = fpext contract float %156 to double
  store double %157, ptr %20, align 8
  %158 = load float, ptr %13, align 4
  %159 = fpext contract float %158 to double
  store double %159, ptr %21, align 8
  %160 = load double, ptr %20, align 8
  %161 = load double, ptr %21, align 8
  %162 = fmul contract double %160, %161
  %163 = load float, ptr %14, align 4
  %164 = fpext contract float %163 to double
  %165 = fdiv contract double %164, 3.000000e+00
  %166 = fadd contract double %162, %165
  %167 = fptrunc contract double %166 to float
  %168 = call noundef i32 @_ZL4bitsf(float noundef %167) #4
  %169 = load ptr, ptr %15, align 8
  %170 = getelementptr inbounds i32, ptr %169, i64 15
  store i32 %168, ptr %170, align 4
  %171 = load float, ptr %12, align 4
  %172 = load float, ptr %13, align 4
  %173 = fdiv contract float %171, %172
  %174 = call noundef i32 @_ZL4bitsf(float noundef %173) #4
  %175 = load ptr, ptr %15, align 8
  %176 = getelementptr inbounds i32, ptr %175, i64 16
  store i32 %174, ptr %176, align 4
  %177 = load float, ptr %12, align 4
  %178 = load float, ptr %13, align 4
  %179 = fcmp contract olt float %177, %178
  br i1 %179, label %180, label %185

180:                                              ; preds = %33
  %181 = load float, ptr %14, align 4
  %182 = fcmp contract ogt float %181, 5.000000e-01
  %183 = zext i1 %182 to i64
  %184 = select i1 %182, i32 1, i32 2
  br label %191

185:                                              ; preds = %33
  %186 = load float, ptr %12, align 4
  %187 = load float, ptr %13, align 4
  %188 = fcmp contract oeq float %186, %187
  %189 = zext i1 %188 to i64
  %190 = select i1 %188, i32 3, i32 4
  br label %191

191:                                              ; preds = %185, %180
  %192 = phi i32 [ %184, %180 ], [ %190, %185 ]
  %193 = load ptr, ptr %15, align 8
  %194 = getelementptr inbounds i32, ptr %193, i64 17
  store i32 %192, ptr %194, align 4
  %195 = load float, ptr %14, align 4
  %196 = load float, ptr %12, align 4
  %197 = fmul contract float %196, 4.000000e+00
  %198 = fptosi float %197 to i32
  %199 = call contract float @llvm.ldexp.f32.i32(float %195, i32 %198)
  %200 = call noundef i32 @_ZL4bitsf(float noundef %199) #4
  %201 = load ptr, ptr %15, align 8
  %202 = getelementptr inbounds i32, ptr %201, i64 18
  store i32 %200, ptr %202, align 4
  store float 0.000000e+00, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %203

203:                                              ; preds = %211, %191
  %204 = load i32, ptr %23, align 4
  %205 = icmp slt i32 %204, 8
  br i1 %205, label %206, label %214

206:                                              ; preds = %203
  %207 = load float, ptr %22, align 4
  %208 = fmul contract float %207, 5.000000e-01
  %209 = load float, ptr %12, align 4
  %210 = fadd contract float %208, %209
  store float %210, ptr %22, align 4
  br label %211

211:                                              ; preds = %206
  %212 = load i32, ptr %23, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %23, align 4
  br label %203, !llvm.loop !4

214:                                              ; preds = %203
  %215 = load float, ptr %22, align 4
  %216 = call noundef i32 @_ZL4bitsf(float noundef %215) #4
  %217 = load ptr, ptr %15, align 8
  %218 = getelementptr inbounds i32, ptr %217, i64 19
  store i32 %216, ptr %218, align 4
  br label %219

219:                                              ; preds = %214, %32
  ret void
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

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL4bitsf(float noundef %0) #1 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  ret i32 %3
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
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
