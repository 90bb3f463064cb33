; ModuleID = 'dpp_scan.hip'
source_filename = "dpp_scan.hip"
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
@__hip_cuid_3441301072052dfa = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_3441301072052dfa to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @dpp_scan(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %9 to ptr
  %23 = addrspacecast ptr addrspace(5) %10 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = addrspacecast ptr addrspace(5) %12 to ptr
  %26 = addrspacecast ptr addrspace(5) %13 to ptr
  %27 = addrspacecast ptr addrspace(5) %14 to ptr
  %28 = addrspacecast ptr addrspace(5) %15 to ptr
  %29 = addrspacecast ptr addrspace(5) %16 to ptr
  %30 = addrspacecast ptr addrspace(5) %17 to ptr
  %31 = addrspacecast ptr addrspace(5) %18 to ptr
  %32 = addrspacecast ptr addrspace(5) %19 to ptr
  %33 = addrspacecast ptr addrspace(5) %20 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  %34 = load ptr, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  %35 = load ptr, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  %36 = load ptr, ptr %23, align 8
  store ptr %34, ptr %24, align 8
  store ptr %35, ptr %25, align 8
  store ptr %36, ptr %26, align 8
  store i32 %3, ptr %27, align 4
  %37 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #6
  %38 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #6
  %39 = mul i32 %37, %38
  %40 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #6
  %41 = add i32 %39, %40
  store i32 %41, ptr %28, align 4
  %42 = load i32, ptr %28, align 4
  %43 = load i32, ptr %27, align 4
  %44 = icmp uge i32 %42, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %4
  br label %117

46:                                               ; preds = %4
  %47 = load ptr, ptr %24, align 8
  %48 = load i32, ptr %28, align 4
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %29, align 4
  %52 = load i32, ptr %29, align 4
  store i32 %52, ptr %30, align 4
  %53 = load i32, ptr %29, align 4
  %54 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %53, i32 273, i32 15, i32 15, i1 true)
  %55 = load i32, ptr %30, align 4
  %56 = add i32 %55, %54
  store i32 %56, ptr %30, align 4
  %57 = load i32, ptr %29, align 4
  %58 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %57, i32 274, i32 15, i32 15, i1 true)
  %59 = load i32, ptr %30, align 4
  %60 = add i32 %59, %58
  store i32 %60, ptr %30, align 4
  %61 = load i32, ptr %29, align 4
  %62 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %61, i32 275, i32 15, i32 15, i1 true)
  %63 = load i32, ptr %30, align 4
  %64 = add i32 %63, %62
  store i32 %64, ptr %30, align 4
  %65 = load i32, ptr %30, align 4
  %66 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %65, i32 276, i32 15, i32 14, i1 false)
  %67 = load i32, ptr %30, align 4
  %68 = add i32 %67, %66
  store i32 %68, ptr %30, align 4
  %69 = load i32, ptr %30, align 4
  %70 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %69, i32 280, i32 15, i32 12, i1 false)
  %71 = load i32, ptr %30, align 4
  %72 = add i32 %71, %70
  store i32 %72, ptr %30, align 4
  %73 = load i32, ptr %30, align 4
  %74 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %73, i32 322, i32 10, i32 15, i1 false)
  %75 = load i32, ptr %30, align 4
  %76 = add i32 %75, %74
  store i32 %76, ptr %30, align 4
  %77 = load i32, ptr %30, align 4
  %78 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %77, i32 323, i32 12, i32 15, i1 false)
  %79 = load i32, ptr %30, align 4
  %80 = add i32 %79, %78
  store i32 %80, ptr %30, align 4
  %81 = load i32, ptr %30, align 4
  %82 = load ptr, ptr %25, align 8
  %83 = load i32, ptr %28, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds nuw i32, ptr %82, i64 %84
  store i32 %81, ptr %85, align 4
  %86 = addrspacecast ptr addrspace(5) %6 to ptr
  %87 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 1, ptr %87, align 4
  %88 = load i32, ptr %87, align 4
  %89 = icmp ne i32 %88, 0
  %90 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %89)
  store i64 %90, ptr %31, align 8
  %91 = load i64, ptr %31, align 8
  %92 = call i64 @llvm.ctlz.i64(i64 %91, i1 true)
  %93 = trunc i64 %92 to i32
  %94 = sub nsw i32 63, %93
  store i32 %94, ptr %32, align 4
  %95 = load i32, ptr %30, align 4
  %96 = load i32, ptr %32, align 4
  %97 = call i32 @llvm.amdgcn.readlane.i32(i32 %95, i32 %96)
  store i32 %97, ptr %33, align 4
  %98 = addrspacecast ptr addrspace(5) %5 to ptr
  %99 = call i32 @llvm.amdgcn.wavefrontsize()
  %100 = icmp eq i32 %99, 32
  br i1 %100, label %101, label %103

101:                                              ; preds = %46
  %102 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %102, ptr %98, align 4
  br label %106

103:                                              ; preds = %46
  %104 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %105 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %104)
  store i32 %105, ptr %98, align 4
  br label %106

106:                                              ; preds = %101, %103
  %107 = load i32, ptr %98, align 4
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %109, label %117

109:                                              ; preds = %106
  %110 = load i32, ptr %33, align 4
  %111 = load ptr, ptr %26, align 8
  %112 = load i32, ptr %28, align 4
  %113 = call i32 @llvm.amdgcn.wavefrontsize()
  %114 = udiv i32 %112, %113
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds nuw i32, ptr %111, i64 %115
  store i32 %110, ptr %116, align 4
  br label %117

117:                                              ; preds = %45, %109, %106
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

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 32, 65) i32 @llvm.amdgcn.wavefrontsize() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
