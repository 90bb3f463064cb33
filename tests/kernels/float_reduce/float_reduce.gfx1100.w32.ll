; ModuleID = 'float_reduce.hip'
source_filename = "float_reduce.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_79be9e2bdf4911af = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_79be9e2bdf4911af to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @float_reduce(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !11
  %15 = fpext contract float %14 to double
  %16 = fmul contract double %15, %15
  %17 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %18 = and i32 %17, -32
  %19 = add nsw i32 %18, 32
  %20 = bitcast float %14 to i32
  %21 = xor i32 %17, 1
  %22 = icmp slt i32 %21, %19
  %23 = select i1 %22, i32 %21, i32 %17
  %24 = shl i32 %23, 2
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %20)
  %26 = bitcast i32 %25 to float
  %27 = fadd contract float %14, %26
  %28 = bitcast double %16 to i64
  %29 = trunc i64 %28 to i32
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %29)
  %31 = zext i32 %30 to i64
  %32 = lshr i64 %28, 32
  %33 = trunc nuw i64 %32 to i32
  %34 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %33)
  %35 = zext i32 %34 to i64
  %36 = shl nuw i64 %35, 32
  %37 = or disjoint i64 %36, %31
  %38 = bitcast i64 %37 to double
  %39 = fadd contract double %16, %38
  %40 = bitcast float %27 to i32
  %41 = xor i32 %17, 2
  %42 = icmp slt i32 %41, %19
  %43 = select i1 %42, i32 %41, i32 %17
  %44 = shl i32 %43, 2
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %40)
  %46 = bitcast i32 %45 to float
  %47 = fadd contract float %27, %46
  %48 = bitcast double %39 to i64
  %49 = trunc i64 %48 to i32
  %50 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %49)
  %51 = zext i32 %50 to i64
  %52 = lshr i64 %48, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %53)
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = or disjoint i64 %56, %51
  %58 = bitcast i64 %57 to double
  %59 = fadd contract double %39, %58
  %60 = bitcast float %47 to i32
  %61 = xor i32 %17, 4
  %62 = icmp slt i32 %61, %19
  %63 = select i1 %62, i32 %61, i32 %17
  %64 = shl i32 %63, 2
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %60)
  %66 = bitcast i32 %65 to float
  %67 = fadd contract float %47, %66
  %68 = bitcast double %59 to i64
  %69 = trunc i64 %68 to i32
  %70 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %69)
  %71 = zext i32 %70 to i64
  %72 = lshr i64 %68, 32
  %73 = trunc nuw i64 %72 to i32
  %74 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %73)
  %75 = zext i32 %74 to i64
  %76 = shl nuw i64 %75, 32
  %77 = or disjoint i64 %76, %71
  %78 = bitcast i64 %77 to double
  %79 = fadd contract double %59, %78
  %80 = bitcast float %67 to i32
  %81 = xor i32 %17, 8
  %82 = icmp slt i32 %81, %19
  %83 = select i1 %82, i32 %81, i32 %17
  %84 = shl i32 %83, 2
  %85 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %84, i32 %80)
  %86 = bitcast i32 %85 to float
  %87 = fadd contract float %67, %86
  %88 = bitcast double %79 to i64
  %89 = trunc i64 %88 to i32
  %90 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %84, i32 %89)
  %91 = zext i32 %90 to i64
  %92 = lshr i64 %88, 32
  %93 = trunc nuw i64 %92 to i32
  %94 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %84, i32 %93)
  %95 = zext i32 %94 to i64
  %96 = shl nuw i64 %95, 32
  %97 = or disjoint i64 %96, %91
  %98 = bitcast i64 %97 to double
  %99 = fadd contract double %79, %98
  %100 = bitcast float %87 to i32
  %101 = xor i32 %17, 16
  %102 = icmp slt i32 %101, %19
  %103 = select i1 %102, i32 %101, i32 %17
  %104 = shl i32 %103, 2
  %105 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %104, i32 %100)
  %106 = bitcast i32 %105 to float
  %107 = fadd contract float %87, %106
  %108 = bitcast double %99 to i64
  %109 = trunc i64 %108 to i32
  %110 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %104, i32 %109)
  %111 = zext i32 %110 to i64
  %112 = lshr i64 %108, 32
  %113 = trunc nuw i64 %112 to i32
  %114 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %104, i32 %113)
  %115 = zext i32 %114 to i64
  %116 = shl nuw i64 %115, 32
  %117 = or disjoint i64 %116, %111
  %118 = bitcast i64 %117 to double
  %119 = fadd contract double %99, %118
  %120 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %12
  store float %107, ptr addrspace(1) %120, align 4, !tbaa !11
  %121 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %12
  store double %119, ptr addrspace(1) %121, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
