; ModuleID = 'vecloop.hip'
source_filename = "vecloop.hip"
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
@__hip_cuid_58181e900e34193b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_58181e900e34193b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @vecloop(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca ptr, align 8, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i8, align 1, addrspace(5)
  %27 = addrspacecast ptr addrspace(5) %6 to ptr
  %28 = addrspacecast ptr addrspace(5) %7 to ptr
  %29 = addrspacecast ptr addrspace(5) %8 to ptr
  %30 = addrspacecast ptr addrspace(5) %9 to ptr
  %31 = addrspacecast ptr addrspace(5) %10 to ptr
  %32 = addrspacecast ptr addrspace(5) %11 to ptr
  %33 = addrspacecast ptr addrspace(5) %12 to ptr
  %34 = addrspacecast ptr addrspace(5) %13 to ptr
  %35 = addrspacecast ptr addrspace(5) %14 to ptr
  %36 = addrspacecast ptr addrspace(5) %15 to ptr
  %37 = addrspacecast ptr addrspace(5) %16 to ptr
  %38 = addrspacecast ptr addrspace(5) %17 to ptr
  %39 = addrspacecast ptr addrspace(5) %18 to ptr
  %40 = addrspacecast ptr addrspace(5) %19 to ptr
  %41 = addrspacecast ptr addrspace(5) %20 to ptr
  %42 = addrspacecast ptr addrspace(5) %21 to ptr
  %43 = addrspacecast ptr addrspace(5) %22 to ptr
  %44 = addrspacecast ptr addrspace(5) %23 to ptr
  %45 = addrspacecast ptr addrspace(5) %24 to ptr
  %46 = addrspacecast ptr addrspace(5) %25 to ptr
  %47 = addrspacecast ptr addrspace(5) %26 to ptr
  store ptr addrspace(1) %0, ptr %27, align 8
  %48 = load ptr, ptr %27, align 8
  store ptr addrspace(1) %1, ptr %28, align 8
  %49 = load ptr, ptr %28, align 8
  store ptr addrspace(1) %2, ptr %29, align 8
  %50 = load ptr, ptr %29, align 8
  store ptr %48, ptr %30, align 8
  store ptr %49, ptr %31, align 8
  store ptr %50, ptr %32, align 8
  store i32 %3, ptr %33, align 4
  store i32 %4, ptr %34, align 4
  %51 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #3
  %52 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #3
  %53 = mul i32 %51, %52
  %54 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #3
  %55 = add i32 %53, %54
  store i32 %55, ptr %35, align 4
  %56 = load i32, ptr %35, align 4
  %57 = load i32, ptr %33, align 4
  %58 = icmp sge i32 %56, %57
  br i1 %58, label %59, label %60

59:                                               ; preds = %5
  br label %193

60:                                               ; preds = %5
  %61 = load ptr, ptr %30, align 8
  %62 = load i32, ptr %35, align 4
  %63 = sext i32 %62 to i64
  %64 = load i32, ptr %34, align 4
  %65 = sext i32 %64 to i64
  %66 = mul i64 %63, %65
  %67 = getelementptr inbounds nuw i32, ptr %61, i64 %66
  store ptr %67, ptr %36, align 8
  store i32 0, ptr %37, align 4
  store i32 0, ptr %38, align 4
  store i32 -1, ptr %39, align 4
  store i32 0, ptr %40, align 4
  store i32 0, ptr %41, align 4
  br label %68

68:                                               ; preds = %102, %60
  %69 = load i32, ptr %41, align 4
  %70 = load i32, ptr %34, align 4
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %72, label %105

72:                                               ; preds = %68
  %73 = load ptr, ptr %36, align 8
  %74 = load i32, ptr %41, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %73, i64 %75
  %77 = load i32, ptr %76, align 4
  store i32 %77, ptr %42, align 4
  %78 = load i32, ptr %42, align 4
  %79 = load i32, ptr %37, align 4
  %80 = add i32 %79, %78
  store i32 %80, ptr %37, align 4
  %81 = load i32, ptr %42, align 4
  %82 = load i32, ptr %38, align 4
  %83 = icmp ugt i32 %81, %82
  br i1 %83, label %84, label %86

84:                                               ; preds = %72
  %85 = load i32, ptr %42, align 4
  br label %88

86:                                               ; preds = %72
  %87 = load i32, ptr %38, align 4
  br label %88

88:                                               ; preds = %86, %84
  %89 = phi i32 [ %85, %84 ], [ %87, %86 ]
  store i32 %89, ptr %38, align 4
  %90 = load i32, ptr %42, align 4
  %91 = load i32, ptr %39, align 4
  %92 = icmp ult i32 %90, %91
  br i1 %92, label %93, label %95

93:                                               ; preds = %88
  %94 = load i32, ptr %42, align 4
  br label %97

95:                                               ; preds = %88
  %96 = load i32, ptr %39, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %94, %93 ], [ %96, %95 ]
  store i32 %98, ptr %39, align 4
  %99 = load i32, ptr %42, align 4
  %100 = load i32, ptr %40, align 4
  %101 = xor i32 %100, %99
  store i32 %101, ptr %40, align 4
  br label %102

102:                                              ; preds = %97
  %103 = load i32, ptr %41, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %41, align 4
  br label %68, !llvm.loop !6

105:                                              ; preds = %68
  %106 = load ptr, ptr %31, align 8
  %107 = load i32, ptr %35, align 4
  %108 = sext i32 %107 to i64
  %109 = load i32, ptr %34, align 4
  %110 = sext i32 %109 to i64
  %111 = mul i64 %108, %110
  %112 = getelementptr inbounds nuw i8, ptr %106, i64 %111
  store ptr %112, ptr %43, align 8
  store i32 0, ptr %44, align 4
  store i32 0, ptr %45, align 4
  store i32 0, ptr %46, align 4
  br label %113

113:                                              ; preds = %147, %105
  %114 = load i32, ptr %46, align 4
  %115 = load i32, ptr %34, align 4
  %116 = icmp slt i32 %114, %115
  br i1 %116, label %117, label %150

117:                                              ; preds = %113
  %118 = load ptr, ptr %43, align 8
  %119 = load i32, ptr %46, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i8, ptr %118, i64 %120
  %122 = load i8, ptr %121, align 1
  store i8 %122, ptr %47, align 1
  %123 = load i8, ptr %47, align 1
  %124 = zext i8 %123 to i32
  %125 = load i32, ptr %44, align 4
  %126 = add i32 %125, %124
  store i32 %126, ptr %44, align 4
  %127 = load i8, ptr %47, align 1
  %128 = zext i8 %127 to i32
  %129 = load i32, ptr %45, align 4
  %130 = icmp ugt i32 %128, %129
  br i1 %130, label %131, label %134

131:                                              ; preds = %117
  %132 = load i8, ptr %47, align 1
  %133 = zext i8 %132 to i32
  br label %136

134:                                              ; preds = %117
  %135 = load i32, ptr %45, align 4
  br label %136

136:                                              ; preds = %134, %131
  %137 = phi i32 [ %133, %131 ], [ %135, %134 ]
  store i32 %137, ptr %45, align 4
  %138 = load i8, ptr %47, align 1
  %139 = zext i8 %138 to i32
  %140 = mul nsw i32 %139, 3
  %141 = add nsw i32 %140, 1
  %142 = trunc i32 %141 to i8
  %143 = load ptr, ptr %43, align 8
  %144 = load i32, ptr %46, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i8, ptr %143, i64 %145
  store i8 %142, ptr %146, align 1
  br label %147

147:                                              ; preds = %136
  %148 = load i32, ptr %46, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %46, align 4
  br label %113, !llvm.loop !8

150:                                              ; preds = %113
  %151 = load i32, ptr %37, align 4
  %152 = load ptr, ptr %32, align 8
  %153 = load i32, ptr %35, align 4
  %154 = mul nsw i32 %153, 6
  %155 = add nsw i32 %154, 0
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr %152, i64 %156
  store i32 %151, ptr %157, align 4
  %158 = load i32, ptr %38, align 4
  %159 = load ptr, ptr %32, align 8
  %160 = load i32, ptr %35, align 4
  %161 = mul nsw i32 %160, 6
  %162 = add nsw i32 %161, 1
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i32, ptr %159, i64 %163
  store i32 %158, ptr %164, align 4
  %165 = load i32, ptr %39, align 4
  %166 = load ptr, ptr %32, align 8
  %167 = load i32, ptr %35, align 4
  %168 = mul nsw i32 %167, 6
  %169 = add nsw i32 %168, 2
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds i32, ptr %166, i64 %170
  store i32 %165, ptr %171, align 4
  %172 = load i32, ptr %40, align 4
  %173 = load ptr, ptr %32, align 8
  %174 = load i32, ptr %35, align 4
  %175 = mul nsw i32 %174, 6
  %176 = add nsw i32 %175, 3
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds i32, ptr %173, i64 %177
  store i32 %172, ptr %178, align 4
  %179 = load i32, ptr %44, align 4
  %180 = load ptr, ptr %32, align 8
  %181 = load i32, ptr %35, align 4
  %182 = mul nsw i32 %181, 6
  %183 = add nsw i32 %182, 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds i32, ptr %180, i64 %184
  store i32 %179, ptr %185, align 4
  %186 = load i32, ptr %45, align 4
  %187 = load ptr, ptr %32, align 8
  %188 = load i32, ptr %35, align 4
  %189 = mul nsw i32 %188, 6
  %190 = add nsw i32 %189, 5
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i32, ptr %187, i64 %191
  store i32 %186, ptr %192, align 4
  br label %193

193:                                              ; preds = %150, %59
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
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !9, !invariant.load !10, !noundef !10
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!8 = distinct !{!8, !7}
!9 = !{i16 1, i16 1025}
!10 = !{}
