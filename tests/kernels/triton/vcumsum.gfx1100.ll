; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vcumsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = lshr i32 %5, 5, !dbg !11
  %7 = and i32 %6, 3, !dbg !11
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 10, !dbg !13
  %11 = and i32 %5, 31, !dbg !12
  %12 = shl i32 %8, 5, !dbg !12
  %.masked = and i32 %12, 96, !dbg !12
  %13 = or disjoint i32 %.masked, %11, !dbg !12
  %14 = shl nuw nsw i32 %13, 3, !dbg !12
  %15 = or disjoint i32 %14, %10, !dbg !14
  %16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !15
  %17 = tail call <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) %16, i32 %15, i32 0, i32 0), !dbg !15
  %18 = extractelement <2 x i32> %17, i64 0, !dbg !15
  %19 = extractelement <2 x i32> %17, i64 1, !dbg !15
  %20 = add i32 %18, %19, !dbg !16
  %21 = tail call i32 @llvm.usub.sat.i32(i32 %11, i32 1), !dbg !19
  %22 = shl nuw nsw i32 %21, 2, !dbg !19
  %23 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %20), !dbg !19
  %.not = icmp eq i32 %11, 0, !dbg !19
  %24 = select i1 %.not, i32 0, i32 %23, !dbg !19
  %25 = add i32 %20, %24, !dbg !19
  %26 = icmp samesign ult i32 %11, 2, !dbg !19
  %27 = shl nuw nsw i32 %11, 2, !dbg !19
  %28 = add nsw i32 %27, -8, !dbg !19
  %29 = select i1 %26, i32 %27, i32 %28, !dbg !19
  %30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %25), !dbg !19
  %31 = icmp samesign ugt i32 %11, 1, !dbg !19
  %32 = select i1 %31, i32 %30, i32 0, !dbg !19
  %33 = add i32 %25, %32, !dbg !19
  %34 = icmp samesign ult i32 %11, 4, !dbg !19
  %35 = add nsw i32 %27, -16, !dbg !19
  %36 = select i1 %34, i32 %27, i32 %35, !dbg !19
  %37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %33), !dbg !19
  %38 = icmp samesign ugt i32 %11, 3, !dbg !19
  %39 = select i1 %38, i32 %37, i32 0, !dbg !19
  %40 = add i32 %33, %39, !dbg !19
  %41 = icmp samesign ult i32 %11, 8, !dbg !19
  %42 = add nsw i32 %27, -32, !dbg !19
  %43 = select i1 %41, i32 %27, i32 %42, !dbg !19
  %44 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %40), !dbg !19
  %45 = icmp samesign ugt i32 %11, 7, !dbg !19
  %46 = select i1 %45, i32 %44, i32 0, !dbg !19
  %47 = add i32 %40, %46, !dbg !19
  %48 = icmp samesign ult i32 %11, 16, !dbg !19
  %49 = add nsw i32 %27, -64, !dbg !19
  %50 = select i1 %48, i32 %27, i32 %49, !dbg !19
  %51 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %47), !dbg !19
  %52 = icmp samesign ugt i32 %11, 15, !dbg !19
  %53 = select i1 %52, i32 %51, i32 0, !dbg !19
  %54 = add i32 %47, %53, !dbg !19
  %55 = icmp eq i32 %11, 31, !dbg !19
  br i1 %55, label %56, label %58, !dbg !19

56:                                               ; preds = %4
  %57 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %7
  store i32 %54, ptr addrspace(3) %57, align 4, !dbg !19
  br label %58, !dbg !19

58:                                               ; preds = %56, %4
  fence syncscope("workgroup") release, !dbg !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19
  %.not2 = icmp eq i32 %7, 0, !dbg !19
  %59 = or i32 %7, %11, !dbg !19
  %.not1 = icmp eq i32 %59, 0, !dbg !19
  %60 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !19
  %61 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4), align 4, !dbg !19
  %62 = icmp samesign ugt i32 %7, 1, !dbg !19
  %63 = add i32 %61, %60, !dbg !16
  %64 = select i1 %62, i32 %63, i32 %60, !dbg !19
  %65 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !19
  %66 = icmp eq i32 %7, 3, !dbg !19
  %67 = add i32 %63, %65, !dbg !16
  %68 = select i1 %66, i32 %67, i32 %64, !dbg !19
  %69 = select i1 %.not2, i32 0, i32 %68, !dbg !19
  %70 = add i32 %69, %54, !dbg !19
  %71 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %70), !dbg !19
  %72 = select i1 %.not, i32 %68, i32 %71, !dbg !19
  %73 = select i1 %.not1, i32 0, i32 %72, !dbg !19
  %74 = add i32 %73, %18, !dbg !19
  %75 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !11
  %76 = insertelement <2 x i32> poison, i32 %74, i64 0, !dbg !11
  %77 = insertelement <2 x i32> %76, i32 %70, i64 1, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v2i32(<2 x i32> %77, ptr addrspace(8) %75, i32 %15, i32 0, i32 0), !dbg !11
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v2i32(<2 x i32>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vcumsum", linkageName: "vcumsum", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 47, column: 5, scope: !4)
!12 = !DILocation(line: 46, column: 39, scope: !4)
!13 = !DILocation(line: 46, column: 12, scope: !4)
!14 = !DILocation(line: 47, column: 14, scope: !4)
!15 = !DILocation(line: 47, column: 36, scope: !4)
!16 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 358, column: 12, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 47, column: 26, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 45, column: 1, scope: !4)
