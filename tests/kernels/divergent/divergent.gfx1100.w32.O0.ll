; ModuleID = 'divergent.hip'
source_filename = "divergent.hip"
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
@__hip_cuid_458e7bb53aa2c605 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_458e7bb53aa2c605 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @divergent(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3, ptr addrspace(1) noundef %4) #0 {
  %6 = alloca i32, align 4, addrspace(5)
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
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca ptr, align 8, addrspace(5)
  %30 = alloca ptr, align 8, addrspace(5)
  %31 = alloca ptr, align 8, addrspace(5)
  %32 = alloca ptr, align 8, addrspace(5)
  %33 = alloca ptr, align 8, addrspace(5)
  %34 = alloca ptr, align 8, addrspace(5)
  %35 = alloca ptr, align 8, addrspace(5)
  %36 = alloca ptr, align 8, addrspace(5)
  %37 = alloca ptr, align 8, addrspace(5)
  %38 = alloca ptr, align 8, addrspace(5)
  %39 = alloca i32, align 4, addrspace(5)
  %40 = alloca i32, align 4, addrspace(5)
  %41 = alloca i32, align 4, addrspace(5)
  %42 = alloca i32, align 4, addrspace(5)
  %43 = alloca i32, align 4, addrspace(5)
  %44 = alloca i32, align 4, addrspace(5)
  %45 = alloca i32, align 4, addrspace(5)
  %46 = addrspacecast ptr addrspace(5) %29 to ptr
  %47 = addrspacecast ptr addrspace(5) %30 to ptr
  %48 = addrspacecast ptr addrspace(5) %31 to ptr
  %49 = addrspacecast ptr addrspace(5) %32 to ptr
  %50 = addrspacecast ptr addrspace(5) %33 to ptr
  %51 = addrspacecast ptr addrspace(5) %34 to ptr
  %52 = addrspacecast ptr addrspace(5) %35 to ptr
  %53 = addrspacecast ptr addrspace(5) %36 to ptr
  %54 = addrspacecast ptr addrspace(5) %37 to ptr
  %55 = addrspacecast ptr addrspace(5) %38 to ptr
  %56 = addrspacecast ptr addrspace(5) %39 to ptr
  %57 = addrspacecast ptr addrspace(5) %40 to ptr
  %58 = addrspacecast ptr addrspace(5) %41 to ptr
  %59 = addrspacecast ptr addrspace(5) %42 to ptr
  %60 = addrspacecast ptr addrspace(5) %43 to ptr
  %61 = addrspacecast ptr addrspace(5) %44 to ptr
  %62 = addrspacecast ptr addrspace(5) %45 to ptr
  store ptr addrspace(1) %0, ptr %46, align 8
  %63 = load ptr, ptr %46, align 8
  store ptr addrspace(1) %1, ptr %47, align 8
  %64 = load ptr, ptr %47, align 8
  store ptr addrspace(1) %2, ptr %48, align 8
  %65 = load ptr, ptr %48, align 8
  store ptr addrspace(1) %3, ptr %49, align 8
  %66 = load ptr, ptr %49, align 8
  store ptr addrspace(1) %4, ptr %50, align 8
  %67 = load ptr, ptr %50, align 8
  store ptr %63, ptr %51, align 8
  store ptr %64, ptr %52, align 8
  store ptr %65, ptr %53, align 8
  store ptr %66, ptr %54, align 8
  store ptr %67, ptr %55, align 8
  %68 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %69 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %70 = mul i32 %68, %69
  %71 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %72 = add i32 %70, %71
  store i32 %72, ptr %56, align 4
  %73 = addrspacecast ptr addrspace(5) %28 to ptr
  %74 = call i32 @llvm.amdgcn.wavefrontsize()
  %75 = icmp eq i32 %74, 32
  br i1 %75, label %76, label %78

76:                                               ; preds = %5
  %77 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %77, ptr %73, align 4
  br label %81

78:                                               ; preds = %5
  %79 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %80 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %79)
  store i32 %80, ptr %73, align 4
  br label %81

81:                                               ; preds = %76, %78
  %82 = load i32, ptr %73, align 4
  store i32 %82, ptr %57, align 4
  %83 = load ptr, ptr %51, align 8
  %84 = load i32, ptr %56, align 4
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %83, i64 %85
  %87 = load i32, ptr %86, align 4
  store i32 %87, ptr %58, align 4
  %88 = load i32, ptr %58, align 4
  store i32 %88, ptr %59, align 4
  %89 = load i32, ptr %57, align 4
  %90 = and i32 %89, 1
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %140

92:                                               ; preds = %81
  %93 = load i32, ptr %58, align 4
  %94 = call i32 @llvm.amdgcn.wavefrontsize()
  %95 = addrspacecast ptr addrspace(5) %24 to ptr
  %96 = addrspacecast ptr addrspace(5) %25 to ptr
  %97 = addrspacecast ptr addrspace(5) %26 to ptr
  %98 = addrspacecast ptr addrspace(5) %27 to ptr
  store i32 %93, ptr %96, align 4
  store i32 2, ptr %97, align 4
  store i32 %94, ptr %98, align 4
  %99 = load i32, ptr %96, align 4
  %100 = load i32, ptr %97, align 4
  %101 = load i32, ptr %98, align 4
  %102 = addrspacecast ptr addrspace(5) %14 to ptr
  %103 = addrspacecast ptr addrspace(5) %15 to ptr
  %104 = addrspacecast ptr addrspace(5) %16 to ptr
  %105 = addrspacecast ptr addrspace(5) %17 to ptr
  %106 = addrspacecast ptr addrspace(5) %18 to ptr
  %107 = addrspacecast ptr addrspace(5) %19 to ptr
  store i32 %99, ptr %103, align 4
  store i32 %100, ptr %104, align 4
  store i32 %101, ptr %105, align 4
  %108 = addrspacecast ptr addrspace(5) %13 to ptr
  %109 = call i32 @llvm.amdgcn.wavefrontsize()
  %110 = icmp eq i32 %109, 32
  br i1 %110, label %111, label %113

111:                                              ; preds = %92
  %112 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %112, ptr %108, align 4
  br label %116

113:                                              ; preds = %92
  %114 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %115 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %114)
  store i32 %115, ptr %108, align 4
  br label %116

116:                                              ; preds = %113, %111
  %117 = load i32, ptr %108, align 4
  store i32 %117, ptr %106, align 4
  %118 = load i32, ptr %106, align 4
  %119 = load i32, ptr %104, align 4
  %120 = xor i32 %118, %119
  store i32 %120, ptr %107, align 4
  %121 = load i32, ptr %107, align 4
  %122 = load i32, ptr %106, align 4
  %123 = load i32, ptr %105, align 4
  %124 = add nsw i32 %122, %123
  %125 = load i32, ptr %105, align 4
  %126 = sub nsw i32 %125, 1
  %127 = xor i32 %126, -1
  %128 = and i32 %124, %127
  %129 = icmp sge i32 %121, %128
  br i1 %129, label %130, label %132

130:                                              ; preds = %116
  %131 = load i32, ptr %106, align 4
  br label %134

132:                                              ; preds = %116
  %133 = load i32, ptr %107, align 4
  br label %134

134:                                              ; preds = %130, %132
  %135 = phi i32 [ %131, %130 ], [ %133, %132 ]
  store i32 %135, ptr %107, align 4
  %136 = load i32, ptr %107, align 4
  %137 = shl i32 %136, 2
  %138 = load i32, ptr %103, align 4
  %139 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %137, i32 %138)
  store i32 %139, ptr %59, align 4
  br label %140

140:                                              ; preds = %134, %81
  %141 = load i32, ptr %59, align 4
  %142 = load ptr, ptr %52, align 8
  %143 = load i32, ptr %56, align 4
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds nuw i32, ptr %142, i64 %144
  store i32 %141, ptr %145, align 4
  store i32 -1, ptr %60, align 4
  %146 = load i32, ptr %57, align 4
  %147 = icmp ult i32 %146, 20
  br i1 %147, label %148, label %190

148:                                              ; preds = %140
  %149 = load i32, ptr %58, align 4
  %150 = load i32, ptr %57, align 4
  %151 = add nsw i32 %150, 8
  %152 = call i32 @llvm.amdgcn.wavefrontsize()
  %153 = addrspacecast ptr addrspace(5) %20 to ptr
  %154 = addrspacecast ptr addrspace(5) %21 to ptr
  %155 = addrspacecast ptr addrspace(5) %22 to ptr
  %156 = addrspacecast ptr addrspace(5) %23 to ptr
  store i32 %149, ptr %154, align 4
  store i32 %151, ptr %155, align 4
  store i32 %152, ptr %156, align 4
  %157 = load i32, ptr %154, align 4
  %158 = load i32, ptr %155, align 4
  %159 = load i32, ptr %156, align 4
  %160 = addrspacecast ptr addrspace(5) %7 to ptr
  %161 = addrspacecast ptr addrspace(5) %8 to ptr
  %162 = addrspacecast ptr addrspace(5) %9 to ptr
  %163 = addrspacecast ptr addrspace(5) %10 to ptr
  %164 = addrspacecast ptr addrspace(5) %11 to ptr
  %165 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %157, ptr %161, align 4
  store i32 %158, ptr %162, align 4
  store i32 %159, ptr %163, align 4
  %166 = addrspacecast ptr addrspace(5) %6 to ptr
  %167 = call i32 @llvm.amdgcn.wavefrontsize()
  %168 = icmp eq i32 %167, 32
  br i1 %168, label %169, label %171

169:                                              ; preds = %148
  %170 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %170, ptr %166, align 4
  br label %174

171:                                              ; preds = %148
  %172 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %173 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %172)
  store i32 %173, ptr %166, align 4
  br label %174

174:                                              ; preds = %169, %171
  %175 = load i32, ptr %166, align 4
  store i32 %175, ptr %164, align 4
  %176 = load i32, ptr %162, align 4
  %177 = load i32, ptr %163, align 4
  %178 = sub nsw i32 %177, 1
  %179 = and i32 %176, %178
  %180 = load i32, ptr %164, align 4
  %181 = load i32, ptr %163, align 4
  %182 = sub nsw i32 %181, 1
  %183 = xor i32 %182, -1
  %184 = and i32 %180, %183
  %185 = add nsw i32 %179, %184
  store i32 %185, ptr %165, align 4
  %186 = load i32, ptr %165, align 4
  %187 = shl i32 %186, 2
  %188 = load i32, ptr %161, align 4
  %189 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %187, i32 %188)
  store i32 %189, ptr %60, align 4
  br label %190

190:                                              ; preds = %174, %140
  %191 = load i32, ptr %60, align 4
  %192 = load ptr, ptr %53, align 8
  %193 = load i32, ptr %56, align 4
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds nuw i32, ptr %192, i64 %194
  store i32 %191, ptr %195, align 4
  store i32 7, ptr %61, align 4
  store i32 7, ptr %62, align 4
  %196 = load i32, ptr %57, align 4
  %197 = and i32 %196, 2
  %198 = icmp ne i32 %197, 0
  br i1 %198, label %199, label %204

199:                                              ; preds = %190
  %200 = load i32, ptr %58, align 4
  %201 = call i32 @llvm.amdgcn.update.dpp.i32(i32 111, i32 %200, i32 273, i32 15, i32 15, i1 false)
  store i32 %201, ptr %61, align 4
  %202 = load i32, ptr %58, align 4
  %203 = call i32 @llvm.amdgcn.update.dpp.i32(i32 111, i32 %202, i32 273, i32 15, i32 15, i1 true)
  store i32 %203, ptr %62, align 4
  br label %204

204:                                              ; preds = %199, %190
  %205 = load i32, ptr %61, align 4
  %206 = load ptr, ptr %54, align 8
  %207 = load i32, ptr %56, align 4
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds nuw i32, ptr %206, i64 %208
  store i32 %205, ptr %209, align 4
  %210 = load i32, ptr %62, align 4
  %211 = load ptr, ptr %55, align 8
  %212 = load i32, ptr %56, align 4
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds nuw i32, ptr %211, i64 %213
  store i32 %210, ptr %214, align 4
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
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !6, !invariant.load !7, !noundef !7
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
declare noundef range(i32 32, 65) i32 @llvm.amdgcn.wavefrontsize() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i16 1, i16 1025}
!7 = !{}
