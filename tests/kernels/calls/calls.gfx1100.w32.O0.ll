; ModuleID = 'calls.hip'
source_filename = "calls.hip"
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
@__hip_cuid_aa6e43e7e891bbf2 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_aa6e43e7e891bbf2 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z8wave_sumj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
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
  %16 = addrspacecast ptr addrspace(5) %13 to ptr
  %17 = addrspacecast ptr addrspace(5) %14 to ptr
  %18 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 %0, ptr %17, align 4
  store i32 1, ptr %18, align 4
  br label %19

19:                                               ; preds = %74, %1
  %20 = load i32, ptr %18, align 4
  %21 = call i32 @llvm.amdgcn.wavefrontsize()
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %77

23:                                               ; preds = %19
  %24 = load i32, ptr %17, align 4
  %25 = load i32, ptr %18, align 4
  %26 = call i32 @llvm.amdgcn.wavefrontsize()
  %27 = addrspacecast ptr addrspace(5) %9 to ptr
  %28 = addrspacecast ptr addrspace(5) %10 to ptr
  %29 = addrspacecast ptr addrspace(5) %11 to ptr
  %30 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %24, ptr %28, align 4
  store i32 %25, ptr %29, align 4
  store i32 %26, ptr %30, align 4
  %31 = load i32, ptr %28, align 4
  %32 = load i32, ptr %29, align 4
  %33 = load i32, ptr %30, align 4
  %34 = addrspacecast ptr addrspace(5) %3 to ptr
  %35 = addrspacecast ptr addrspace(5) %4 to ptr
  %36 = addrspacecast ptr addrspace(5) %5 to ptr
  %37 = addrspacecast ptr addrspace(5) %6 to ptr
  %38 = addrspacecast ptr addrspace(5) %7 to ptr
  %39 = addrspacecast ptr addrspace(5) %8 to ptr
  store i32 %31, ptr %35, align 4
  store i32 %32, ptr %36, align 4
  store i32 %33, ptr %37, align 4
  %40 = addrspacecast ptr addrspace(5) %2 to ptr
  %41 = call i32 @llvm.amdgcn.wavefrontsize()
  %42 = icmp eq i32 %41, 32
  br i1 %42, label %43, label %45

43:                                               ; preds = %23
  %44 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %44, ptr %40, align 4
  br label %48

45:                                               ; preds = %23
  %46 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %47 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %46)
  store i32 %47, ptr %40, align 4
  br label %48

48:                                               ; preds = %45, %43
  %49 = load i32, ptr %40, align 4
  store i32 %49, ptr %38, align 4
  %50 = load i32, ptr %38, align 4
  %51 = load i32, ptr %36, align 4
  %52 = xor i32 %50, %51
  store i32 %52, ptr %39, align 4
  %53 = load i32, ptr %39, align 4
  %54 = load i32, ptr %38, align 4
  %55 = load i32, ptr %37, align 4
  %56 = add nsw i32 %54, %55
  %57 = load i32, ptr %37, align 4
  %58 = sub nsw i32 %57, 1
  %59 = xor i32 %58, -1
  %60 = and i32 %56, %59
  %61 = icmp sge i32 %53, %60
  br i1 %61, label %62, label %64

62:                                               ; preds = %48
  %63 = load i32, ptr %38, align 4
  br label %66

64:                                               ; preds = %48
  %65 = load i32, ptr %39, align 4
  br label %66

66:                                               ; preds = %62, %64
  %67 = phi i32 [ %63, %62 ], [ %65, %64 ]
  store i32 %67, ptr %39, align 4
  %68 = load i32, ptr %39, align 4
  %69 = shl i32 %68, 2
  %70 = load i32, ptr %35, align 4
  %71 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %69, i32 %70)
  %72 = load i32, ptr %17, align 4
  %73 = add i32 %72, %71
  store i32 %73, ptr %17, align 4
  br label %74

74:                                               ; preds = %66
  %75 = load i32, ptr %18, align 4
  %76 = shl i32 %75, 1
  store i32 %76, ptr %18, align 4
  br label %19, !llvm.loop !6

77:                                               ; preds = %19
  %78 = load i32, ptr %17, align 4
  ret i32 %78
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 32, 65) i32 @llvm.amdgcn.wavefrontsize() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z3fibj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 2
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4
  br label %18

10:                                               ; preds = %1
  %11 = load i32, ptr %5, align 4
  %12 = sub i32 %11, 1
  %13 = call noundef i32 @_Z3fibj(i32 noundef %12) #5
  %14 = load i32, ptr %5, align 4
  %15 = sub i32 %14, 2
  %16 = call noundef i32 @_Z3fibj(i32 noundef %15) #5
  %17 = add i32 %13, %16
  br label %18

18:                                               ; preds = %10, %8
  %19 = phi i32 [ %9, %8 ], [ %17, %10 ]
  ret i32 %19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #2 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  %16 = load ptr, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  %17 = load ptr, ptr %11, align 8
  store ptr %16, ptr %12, align 8
  store ptr %17, ptr %13, align 8
  %18 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %19 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %20 = mul i32 %18, %19
  %21 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %22 = add i32 %20, %21
  store i32 %22, ptr %14, align 4
  store i32 -1, ptr %15, align 4
  %23 = addrspacecast ptr addrspace(5) %3 to ptr
  %24 = call i32 @llvm.amdgcn.wavefrontsize()
  %25 = icmp eq i32 %24, 32
  br i1 %25, label %26, label %28

26:                                               ; preds = %2
  %27 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %27, ptr %23, align 4
  br label %31

28:                                               ; preds = %2
  %29 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %30 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %29)
  store i32 %30, ptr %23, align 4
  br label %31

31:                                               ; preds = %26, %28
  %32 = load i32, ptr %23, align 4
  %33 = urem i32 %32, 3
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %42

35:                                               ; preds = %31
  %36 = load ptr, ptr %12, align 8
  %37 = load i32, ptr %14, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = call noundef i32 @_Z8wave_sumj(i32 noundef %40) #5
  store i32 %41, ptr %15, align 4
  br label %42

42:                                               ; preds = %35, %31
  %43 = load i32, ptr %15, align 4
  %44 = load ptr, ptr %13, align 8
  %45 = load i32, ptr %14, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr %44, i64 %46
  store i32 %43, ptr %47, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
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
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
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
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @recursion(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  %14 = load ptr, ptr %9, align 8
  store ptr %13, ptr %10, align 8
  store ptr %14, ptr %11, align 8
  %15 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #5
  %16 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #5
  %17 = mul i32 %15, %16
  %18 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #5
  %19 = add i32 %17, %18
  store i32 %19, ptr %12, align 4
  %20 = load ptr, ptr %10, align 8
  %21 = load i32, ptr %12, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = and i32 %24, 15
  %26 = call noundef i32 @_Z3fibj(i32 noundef %25) #5
  %27 = load ptr, ptr %11, align 8
  %28 = load i32, ptr %12, align 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %27, i64 %29
  store i32 %26, ptr %30, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{i16 1, i16 1025}
!9 = !{}
