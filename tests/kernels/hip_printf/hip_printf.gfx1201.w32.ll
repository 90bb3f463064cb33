; ModuleID = 'hip_printf.hip'
source_filename = "hip_printf.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__const.__assert_fail.fmt = private unnamed_addr addrspace(4) constant [47 x i8] c"%s:%u: %s: Device-side assertion `%s' failed.\0A\00", align 16
@.str = private unnamed_addr addrspace(4) constant [39 x i8] c"block %d thread %3u: %d %s %5.2f %llx\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [3 x i8] c"ok\00", align 1
@.str.2 = private unnamed_addr addrspace(4) constant [11 x i8] c"in[g] != 7\00", align 1
@.str.3 = private unnamed_addr addrspace(4) constant [15 x i8] c"hip_printf.hip\00", align 1
@__PRETTY_FUNCTION__.hip_assert = private unnamed_addr addrspace(4) constant [36 x i8] c"void hip_assert(const int *, int *)\00", align 1
@__hip_cuid_8c53ccac0efe714e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8c53ccac0efe714e to ptr)], section "llvm.metadata"

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #0

; Function Attrs: convergent mustprogress noinline norecurse noreturn nounwind
define internal fastcc void @__assert_fail() unnamed_addr #1 {
  %1 = alloca [47 x i8], align 16, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %1) #9
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noundef align 16 dereferenceable(47) %1, ptr addrspace(4) noundef align 16 dereferenceable(47) @__const.__assert_fail.fmt, i64 47, i1 false)
  %2 = tail call i64 @__ockl_fprintf_stderr_begin() #10
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi ptr addrspace(5) [ %1, %0 ], [ %5, %3 ]
  %5 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 1
  %6 = load i8, ptr addrspace(5) %4, align 1, !tbaa !14
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %3, !llvm.loop !15

8:                                                ; preds = %3
  %9 = addrspacecast ptr addrspace(5) %1 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = ptrtoint ptr %10 to i64
  %12 = ptrtoint ptr %9 to i64
  %13 = sub i64 %11, %12
  %14 = shl i64 %13, 32
  %15 = ashr exact i64 %14, 32
  %16 = call i64 @__ockl_fprintf_append_string_n(i64 noundef %2, ptr noundef nonnull %9, i64 noundef %15, i32 noundef 0) #10
  %17 = sext i32 sub (i32 ptrtoint (ptr addrspacecast (ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @.str.3, i64 15) to ptr) to i32), i32 ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str.3 to ptr) to i32)) to i64
  %18 = call i64 @__ockl_fprintf_append_string_n(i64 noundef %16, ptr noundef addrspacecast (ptr addrspace(4) @.str.3 to ptr), i64 noundef %17, i32 noundef 0) #10
  %19 = call i64 @__ockl_fprintf_append_args(i64 noundef %18, i32 noundef 1, i64 noundef 21, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i32 noundef 0) #10
  %20 = sext i32 sub (i32 ptrtoint (ptr addrspacecast (ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @__PRETTY_FUNCTION__.hip_assert, i64 36) to ptr) to i32), i32 ptrtoint (ptr addrspacecast (ptr addrspace(4) @__PRETTY_FUNCTION__.hip_assert to ptr) to i32)) to i64
  %21 = call i64 @__ockl_fprintf_append_string_n(i64 noundef %19, ptr noundef addrspacecast (ptr addrspace(4) @__PRETTY_FUNCTION__.hip_assert to ptr), i64 noundef %20, i32 noundef 0) #10
  %22 = sext i32 sub (i32 ptrtoint (ptr addrspacecast (ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @.str.2, i64 11) to ptr) to i32), i32 ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str.2 to ptr) to i32)) to i64
  %23 = call i64 @__ockl_fprintf_append_string_n(i64 noundef %21, ptr noundef addrspacecast (ptr addrspace(4) @.str.2 to ptr), i64 noundef %22, i32 noundef 1) #10
  call void @llvm.trap()
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: convergent nounwind
declare hidden i64 @__ockl_fprintf_stderr_begin() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i64 @__ockl_fprintf_append_string_n(i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i64 @__ockl_fprintf_append_args(i64 noundef, i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress norecurse nounwind
define protected amdgpu_kernel void @hip_printf(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #4 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !17
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = and i32 %9, 15
  %12 = icmp eq i32 %11, 3
  %13 = zext i32 %10 to i64
  br i1 %12, label %14, label %37

14:                                               ; preds = %2
  %15 = zext nneg i32 %9 to i64
  %16 = zext i32 %3 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = ashr i32 %18, 20
  %20 = uitofp nneg i32 %9 to double
  %21 = fmul contract double %20, 1.500000e+00
  %22 = shl i64 %13, 33
  %23 = tail call i64 @__ockl_printf_begin(i64 0) #9
  %24 = icmp eq ptr addrspace(4) @.str, addrspacecast (ptr null to ptr addrspace(4))
  %25 = select i1 %24, i64 0, i64 add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @.str, i64 38) to ptr) to i64), i64 add (i64 sub (i64 0, i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str to ptr) to i64)), i64 1))
  %26 = tail call i64 @__ockl_printf_append_string_n(i64 %23, ptr addrspacecast (ptr addrspace(4) @.str to ptr), i64 %25, i32 0) #9
  %27 = tail call i64 @__ockl_printf_append_args(i64 %26, i32 1, i64 %16, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0) #9
  %28 = tail call i64 @__ockl_printf_append_args(i64 %27, i32 1, i64 %15, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0) #9
  %29 = zext i32 %19 to i64
  %30 = tail call i64 @__ockl_printf_append_args(i64 %28, i32 1, i64 %29, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0) #9
  %31 = icmp eq ptr addrspace(4) @.str.1, addrspacecast (ptr null to ptr addrspace(4))
  %32 = select i1 %31, i64 0, i64 add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @.str.1, i64 2) to ptr) to i64), i64 add (i64 sub (i64 0, i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str.1 to ptr) to i64)), i64 1))
  %33 = tail call i64 @__ockl_printf_append_string_n(i64 %30, ptr addrspacecast (ptr addrspace(4) @.str.1 to ptr), i64 %32, i32 0) #9
  %34 = bitcast double %21 to i64
  %35 = tail call i64 @__ockl_printf_append_args(i64 %33, i32 1, i64 %34, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0) #9
  %36 = tail call i64 @__ockl_printf_append_args(i64 %35, i32 1, i64 %22, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1) #9
  br label %37

37:                                               ; preds = %2, %14
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %39 = load i32, ptr addrspace(1) %38, align 4, !tbaa !5
  %40 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %13
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !5
  ret void
}

declare i64 @__ockl_printf_begin(i64) local_unnamed_addr #5

declare i64 @__ockl_printf_append_string_n(i64, ptr, i64, i32) local_unnamed_addr #5

declare i64 @__ockl_printf_append_args(i64, i32, i64, i64, i64, i64, i64, i64, i64, i32) local_unnamed_addr #5

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @hip_assert(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #6 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !17
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = icmp eq i32 %13, 7
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  tail call fastcc void @__assert_fail() #10
  unreachable

16:                                               ; preds = %2
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %13, ptr addrspace(1) %17, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #8

attributes #0 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #1 = { convergent mustprogress noinline norecurse noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #5 = { "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5, !9}
!opencl.ocl.version = !{!13}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i32 2, i32 0}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !11, i64 0}
