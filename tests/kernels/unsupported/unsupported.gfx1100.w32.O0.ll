; ModuleID = 'unsupported.hip'
source_filename = "unsupported.hip"
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
@.str = private unnamed_addr addrspace(4) constant [12 x i8] c"zero at %u\0A\00", align 1
@__hip_cuid_6678867a87253c72 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_6678867a87253c72 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @say(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
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
  %15 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %16 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %17 = mul i32 %15, %16
  %18 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %19 = add i32 %17, %18
  store i32 %19, ptr %12, align 4
  %20 = load ptr, ptr %10, align 8
  %21 = load i32, ptr %12, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %45

26:                                               ; preds = %2
  %27 = load i32, ptr %12, align 4
  %28 = call i64 @__ockl_printf_begin(i64 0)
  %29 = icmp eq ptr addrspacecast (ptr addrspace(4) @.str to ptr), null
  br i1 %29, label %39, label %30

30:                                               ; preds = %30, %26
  %31 = phi ptr [ addrspacecast (ptr addrspace(4) @.str to ptr), %26 ], [ %32, %30 ]
  %32 = getelementptr i8, ptr %31, i64 1
  %33 = load i8, ptr %31, align 1
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %30

35:                                               ; preds = %30
  %36 = ptrtoint ptr %31 to i64
  %37 = sub i64 %36, ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str to ptr) to i64)
  %38 = add i64 %37, 1
  br label %39

39:                                               ; preds = %35, %26
  %40 = phi i64 [ %38, %35 ], [ 0, %26 ]
  %41 = call i64 @__ockl_printf_append_string_n(i64 %28, ptr addrspacecast (ptr addrspace(4) @.str to ptr), i64 %40, i32 0)
  %42 = zext i32 %27 to i64
  %43 = call i64 @__ockl_printf_append_args(i64 %41, i32 1, i64 %42, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
  %44 = trunc i64 %43 to i32
  br label %45

45:                                               ; preds = %39, %2
  %46 = load ptr, ptr %10, align 8
  %47 = load i32, ptr %12, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = load ptr, ptr %11, align 8
  %52 = load i32, ptr %12, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr %51, i64 %53
  store i32 %50, ptr %54, align 4
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

declare i64 @__ockl_printf_begin(i64)

declare i64 @__ockl_printf_append_string_n(i64, ptr, i64, i32)

declare i64 @__ockl_printf_append_args(i64, i32, i64, i64, i64, i64, i64, i64, i64, i32)

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @fsum(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
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
  %15 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %16 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %17 = mul i32 %15, %16
  %18 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %19 = add i32 %17, %18
  store i32 %19, ptr %12, align 4
  %20 = load ptr, ptr %10, align 8
  %21 = load i32, ptr %12, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = call contract float @llvm.amdgcn.wave.reduce.fadd.f32(float %24, i32 0)
  %26 = load ptr, ptr %11, align 8
  %27 = load i32, ptr %12, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr %26, i64 %28
  store float %25, ptr %29, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.wave.reduce.fadd.f32(float, i32 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @copy(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
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
  %15 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %16 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %17 = mul i32 %15, %16
  %18 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %19 = add i32 %17, %18
  store i32 %19, ptr %12, align 4
  %20 = load ptr, ptr %10, align 8
  %21 = load i32, ptr %12, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = xor i32 %24, 255
  %26 = load ptr, ptr %11, align 8
  %27 = load i32, ptr %12, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr %26, i64 %28
  store i32 %25, ptr %29, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
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
!6 = !{i16 1, i16 1025}
!7 = !{}
